import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { doctorIdColumn, patientIdColumn } from './people.ts';
import { files } from './records.ts';

/** One thread between a patient and a doctor; opened once the patient booked or shared a folder. */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    createdAt: createdAtColumn(),
    /** The patient blocked the doctor: the doctor can no longer post here. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The patient left: hidden from their inbox, and the doctor can no longer post here. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.doctorId, t.patientId),
    index('conversations_patient').on(t.patientId),
  ],
);

/**
 * A message of a conversation, kept as a medical record: there is no way to delete one. `clientId`
 * is the sender's idempotency key, so a retried send never stores the message twice.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    /** The patient revoked the doctor's access to the file's folder: the doctor no longer downloads it. */
    fileWithdrawnAt: timestamp('file_withdrawn_at', { withTimezone: true }),
    clientId: uuid('client_id').notNull(),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_messages_thread').on(t.conversationId, t.id),
    uniqueIndex('conversation_messages_client_unique').on(t.conversationId, t.clientId),
    check('conversation_messages_sender', sql`${t.sender} IN ('patient', 'doctor')`),
  ],
);
