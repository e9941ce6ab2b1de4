import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userEvents } from '../../db/schema/index.ts';

export const CHANNEL = 'reayah_events';

export interface StoredEvent {
  id: number;
  type: string;
  data: unknown;
}

const columns = { id: userEvents.id, type: userEvents.type, data: userEvents.data };

export async function insertEvent(db: DbOrTx, userId: number, type: string, data: object): Promise<number> {
  const [row] = await db.insert(userEvents).values({ userId, type, data }).returning({ id: userEvents.id });
  if (!row) throw new Error('event not stored');
  return row.id;
}

/** NOTIFY is delivered when the surrounding transaction commits, and never if it rolls back. */
export async function notify(db: DbOrTx, payload: object): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(payload)})`);
}

export async function eventById(db: DbOrTx, userId: number, id: number): Promise<StoredEvent | null> {
  const [row] = await db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.id, id), eq(userEvents.userId, userId)));
  return row ?? null;
}

export async function eventsAfter(db: DbOrTx, userId: number, afterId: number): Promise<StoredEvent[]> {
  return db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(500);
}
