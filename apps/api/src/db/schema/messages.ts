import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { appointments } from './scheduling.ts';

/**
 * Every email and text message we send, with its delivery status; the body is kept only until it
 * is delivered. Sent by the `messages.deliver` job; `withheld` when its recipient is not a verified
 * contact (only verification codes go to those).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    body: jsonb('body'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('messages_appointment').on(t.appointmentId),
    check('messages_channel', sql`${t.channel} IN ('email', 'sms')`),
    check('messages_status', sql`${t.status} IN ('queued', 'sent', 'retrying', 'failed', 'withheld')`),
  ],
);
