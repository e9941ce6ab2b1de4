import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { eventStreams, userEvents, users } from '#api/db/schema/index.ts';

export const CHANNEL = 'reayah_events';

export interface StoredEvent {
  id: number;
  type: string;
  data: unknown;
}

const columns = { id: userEvents.id, type: userEvents.type, data: userEvents.data };

export async function insertEvent(
  db: DbOrTx,
  values: { userId: number; type: string; data: object; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(userEvents).values(values).returning({ id: userEvents.id });
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

/** The user's events after `afterId` and stored since `since`, oldest first. */
export async function eventsAfter(
  db: DbOrTx,
  userId: number,
  afterId: number,
  since: Date,
): Promise<StoredEvent[]> {
  return db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId), gt(userEvents.createdAt, since)))
    .orderBy(asc(userEvents.id))
    .limit(500);
}

/** Removes events stored before `before`, and signalling stored before `signalsBefore`. */
export async function pruneEvents(db: DbOrTx, before: Date, signalsBefore: Date, streamsBefore: Date) {
  await db.delete(userEvents).where(lt(userEvents.createdAt, before));
  await db
    .delete(userEvents)
    .where(and(sql`${userEvents.type} = 'visit.signal'`, lt(userEvents.createdAt, signalsBefore)));
  await db.delete(eventStreams).where(lt(eventStreams.openedAt, streamsBefore));
}

/** Counts a newly opened stream; returns its id and the user's older streams past `limit`. */
export async function registerStream(db: DbOrTx, userId: number, limit: number, at: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventStreams)
      .values({ userId, openedAt: at })
      .returning({ id: eventStreams.id });
    if (!row) throw new Error('stream not counted');
    const beyond = await tx
      .select({ id: eventStreams.id })
      .from(eventStreams)
      .where(eq(eventStreams.userId, userId))
      .orderBy(desc(eventStreams.id))
      .offset(limit);
    const ids = beyond.map((r) => r.id);
    if (ids.length > 0) await tx.delete(eventStreams).where(inArray(eventStreams.id, ids));
    return { id: row.id, evicted: ids };
  });
}

export async function releaseStream(db: DbOrTx, id: number) {
  await db.delete(eventStreams).where(eq(eventStreams.id, id));
}

/** Whether the account may still hold a stream: it exists and is not suspended. */
export async function accountActive(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return row !== undefined && row.suspendedAt === null;
}
