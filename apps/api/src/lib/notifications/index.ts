import type { NotificationData, NotificationKind } from '@reayah/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { notifications } from '#api/db/schema/index.ts';
import type { Events } from '../events/index.ts';

/**
 * Tells a user something happened: a row for the Notifications page and an event on their live
 * stream, both in `db`'s transaction (nothing is told about what did not commit).
 */
export async function notify(
  db: DbOrTx,
  events: Events,
  note: { userId: number; kind: NotificationKind; data: NotificationData; link: string },
): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values(note)
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  if (!row) throw new Error('notification not stored');
  await events.publish(db, note.userId, 'notification', { id: row.id, kind: note.kind });
}

const PAGE = 50;

export async function listNotifications(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(PAGE);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    unread: unread?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      data: r.data as NotificationData,
      link: r.link,
      read: r.readAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Marks the user's own notifications read: the given ids, or all. */
export async function markRead(
  db: DbOrTx,
  userId: number,
  which: { ids?: number[]; all?: boolean },
  at: Date,
) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = which.all ? mine : and(mine, inArray(notifications.id, which.ids ?? []));
  await db.update(notifications).set({ readAt: at }).where(where);
}

/**
 * A doctor's request to add the user to their patients is answered: its notifications say the
 * answer instead of asking for one, and are read.
 */
export async function markCareRequestAnswered(
  db: DbOrTx,
  userId: number,
  doctorId: number,
  answer: 'accepted' | 'declined',
  at: Date,
) {
  await db
    .update(notifications)
    .set({
      data: sql`${notifications.data} || ${JSON.stringify({ answer })}::jsonb`,
      readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'care.requested'),
        sql`${notifications.data}->>'doctor' = ${String(doctorId)}`,
        sql`not ${notifications.data} ? 'answer'`,
      ),
    );
}
