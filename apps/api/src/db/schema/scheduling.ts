import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { doctorIdColumn, patientIdColumn } from './people.ts';
import { idColumn, createdAtColumn } from './columns.ts';

/** How a visit happens: at the clinic, or by video in the browser. */
export const visitKindColumn = () =>
  text('visit_kind', { enum: ['in_person', 'video'] })
    .notNull()
    .default('in_person');
const visitKindCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} IN ('in_person', 'video')`);

/** An availability slot; `existing` true means Available, false means Booked (SPEC §3). */
export const slots = pgTable(
  'slots',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    day: date('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    existing: boolean('existing').notNull().default(true),
    visitKind: visitKindColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('slots_doctor_day').on(t.doctorId, t.day),
    check('slots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    visitKindCheck('slots_visit_kind', t.visitKind),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    slotId: integer('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    appointmentDate: date('appointment_date').notNull(),
    day: date('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    typePerson: text('type_person').notNull().default(''),
    appointmentReason: text('appointment_reason').notNull().default(''),
    visitKind: visitKindColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('appointments_doctor').on(t.doctorId),
    index('appointments_patient_date').on(t.patientId, t.appointmentDate),
    uniqueIndex('appointments_slot_unique').on(t.slotId),
    check('appointments_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    visitKindCheck('appointments_visit_kind', t.visitKind),
  ],
);
