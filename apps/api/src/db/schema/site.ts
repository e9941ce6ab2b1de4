import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { idColumn, createdAtColumn } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAtColumn(),
});

/** Who read or changed which medical record, and when. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('audit_events_entity').on(t.entity, t.entityId)],
);
