import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn } from './columns.ts';

/** What was pushed to a user's event stream; kept so a reconnecting stream resumes from its last id. */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('user_events_user').on(t.userId, t.id),
    index('user_events_created_at').on(t.createdAt),
    index('user_events_signals')
      .on(t.createdAt)
      .where(sql`${t.type} = 'visit.signal'`),
  ],
);

/** One row per open event stream, in whichever process holds it (the per-user limit). */
export const eventStreams = pgTable(
  'event_streams',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_streams_user').on(t.userId, t.id)],
);
