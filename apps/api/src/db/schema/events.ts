import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
  (t) => [index('user_events_user').on(t.userId, t.id)],
);
