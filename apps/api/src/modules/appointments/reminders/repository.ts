import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { users } from '#api/db/schema/index.ts';

export async function setRemindersOff(db: DbOrTx, userId: number) {
  await db.update(users).set({ remindersOff: true }).where(eq(users.id, userId));
}
