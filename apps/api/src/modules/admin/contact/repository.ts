import { count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { contactMessages } from '#api/db/schema/index.ts';

export type MessageFilter = 'all' | 'unanswered' | 'answered';

const filters: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  unanswered: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
};

const columns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  answeredAt: contactMessages.answeredAt,
};

export async function listMessages(
  db: DbOrTx,
  filter: MessageFilter,
  page: { limit: number; offset: number },
) {
  const where = filters[filter];
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const rows = await db
    .select(columns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

/** Marks the message read (keeping the first time) and, when `answered`, answered; null if unknown. */
export async function markMessage(db: DbOrTx, id: number, at: Date, answered: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({
      readAt: sql`coalesce(${contactMessages.readAt}, ${at})`,
      ...(answered ? { answeredAt: at } : {}),
    })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  return row ?? null;
}
