import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RELATIONS } from '@reayah/contracts';
import { doctorIdColumn, doctors, patientIdColumn, relativeIdColumn } from './people.ts';
import { idColumn, createdAtColumn } from './columns.ts';

/** How a visit happens: at the clinic, or by video in the browser. */
export const visitKindColumn = () =>
  text('visit_kind', { enum: ['in_person', 'video'] })
    .notNull()
    .default('in_person');
const visitKindCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} IN ('in_person', 'video')`);

/**
 * An availability slot; `existing` true means Available, false means Booked (a field name of the
 * original contract: docs/product.md, Compatibility kept).
 */
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
    // Made from the opening hours (kept in step with them), not added one at a time.
    fromHours: boolean('from_hours').notNull().default(false),
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
    // The doctor marked that the patient did not come.
    noShow: boolean('no_show').notNull().default(false),
    // Calendar files carry it (SEQUENCE): one more on every reschedule.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    // Who comes, when the patient booked for a relative: the name and relation are copied so the
    // appointment still says it after the relative is removed.
    relativeId: relativeIdColumn(),
    relativeName: text('relative_name'),
    relativeRelation: text('relative_relation', { enum: RELATIONS }),
    // The patient booked it themselves (a slot): their consent to hear from the doctor.
    bookedByPatient: boolean('booked_by_patient').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('appointments_doctor').on(t.doctorId),
    index('appointments_relative').on(t.relativeId),
    index('appointments_patient_date').on(t.patientId, t.appointmentDate),
    uniqueIndex('appointments_slot_unique').on(t.slotId),
    check('appointments_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    visitKindCheck('appointments_visit_kind', t.visitKind),
  ],
);

/**
 * An appointment that was cancelled: the appointment row goes (its slot is free again at once)
 * and this stays for both sides' history.
 */
export const cancelledAppointments = pgTable(
  'cancelled_appointments',
  {
    id: integer('id').primaryKey(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    day: date('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    visitKind: visitKindColumn(),
    cancelledBy: text('cancelled_by', { enum: ['patient', 'doctor'] }).notNull(),
    reason: text('reason').notNull().default(''),
    relativeName: text('relative_name'),
    relativeRelation: text('relative_relation', { enum: RELATIONS }),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    cancelledAt: createdAtColumn('cancelled_at'),
  },
  (t) => [
    index('cancelled_appointments_patient').on(t.patientId, t.day),
    index('cancelled_appointments_doctor').on(t.doctorId, t.day),
    check('cancelled_appointments_by', sql`${t.cancelledBy} IN ('patient', 'doctor')`),
  ],
);

/** Patients who asked to be told when a slot of the doctor frees up, in order of asking. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    createdAt: createdAtColumn(),
    // When the patient was last told a slot of this doctor is free (at most once an hour).
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('waitlist_doctor_patient').on(t.doctorId, t.patientId)],
);

/**
 * A doctor's weekly opening hours (ranges per weekday, `HH:MM`, 0 is Sunday) and the rules the free
 * slots are made by; absent until the doctor sets them.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    doctorId: integer('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    ranges: jsonb('ranges').$type<{ weekday: number; start: string; end: string }[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    horizonWeeks: integer('horizon_weeks').notNull(),
    noticeHours: integer('notice_hours').notNull(),
    visitKind: visitKindColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('opening_hours_slot_minutes', sql`${t.slotMinutes} BETWEEN 10 AND 60`),
    check('opening_hours_horizon', sql`${t.horizonWeeks} BETWEEN 1 AND 26`),
    check('opening_hours_notice', sql`${t.noticeHours} BETWEEN 0 AND 168`),
    visitKindCheck('opening_hours_visit_kind', t.visitKind),
  ],
);

/** A time the doctor does not work (a holiday, a morning off): no free slot is made in it. */
export const absences = pgTable(
  'absences',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    label: text('label').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('absences_doctor_end').on(t.doctorId, t.endsAt),
    check('absences_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
