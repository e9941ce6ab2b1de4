import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { doctors, patients } from './people.ts';
import { users } from './accounts.ts';
import { idColumn, createdAtColumn } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
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
    // Whose data it was; the patient sees the reads of others in their access log.
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    ip: text('ip'),
    // The doctor an assistant acted for; null for everyone else's actions.
    forDoctorId: integer('for_doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_events_entity').on(t.entity, t.entityId),
    index('audit_events_patient').on(t.patientId, t.createdAt),
    index('audit_events_created').on(t.createdAt),
  ],
);
