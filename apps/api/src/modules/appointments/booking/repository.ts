import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, doctors, slots, users } from '#api/db/schema/index.ts';
import { ALGERIA_ZONE } from '#api/db/algeria-time.ts';
import { appointmentRelativeColumn } from '#api/modules/relatives/appointment-relative.ts';
import { bookableAfter, slotColumns } from '../slots/repository.ts';

/** Whether patients may see and book this doctor: the doctor exists and is not suspended. */
export async function doctorListed(db: DbOrTx, doctorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, doctorId), isNull(users.suspendedAt)));
  return !!row;
}

/** The first day on or after `from` with a slot patients may book; null when there is none. */
async function firstFreeDay(db: DbOrTx, doctorId: number, now: Date, from: string) {
  const [row] = await db
    .select({ day: sql<string | null>`min(${slots.day})::text` })
    .from(slots)
    .where(
      and(
        eq(slots.doctorId, doctorId),
        eq(slots.existing, true),
        bookableAfter(now),
        sql`${slots.day} >= ${from}::date`,
      ),
    );
  return row?.day ?? null;
}

/** `YYYY-MM-DD` plus whole days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One window of the doctor's free slots: the `days` days from the first day on or after `from` that
 * has one, at most `maxSlots` of them in whole days, and the day the next window starts from (null:
 * no free slot after it). A single day holding more than `maxSlots` is cut there.
 */
export async function listAvailableSlots(
  db: DbOrTx,
  doctorId: number,
  now: Date,
  window: { from: string; days: number; maxSlots: number },
) {
  const first = await firstFreeDay(db, doctorId, now, window.from);
  if (!first) return { slots: [], next: null };
  const end = addDays(first, window.days);
  const rows = await db
    .select(slotColumns)
    .from(slots)
    .where(
      and(
        eq(slots.doctorId, doctorId),
        eq(slots.existing, true),
        bookableAfter(now),
        sql`${slots.day} >= ${first}::date AND ${slots.day} < ${end}::date`,
      ),
    )
    .orderBy(asc(slots.day), asc(slots.startTime), asc(slots.id))
    .limit(window.maxSlots + 1);
  if (rows.length <= window.maxSlots) {
    return { slots: rows, next: await firstFreeDay(db, doctorId, now, end) };
  }
  const cut = rows[window.maxSlots]?.day ?? first;
  const whole = rows.filter((r) => r.day < cut);
  if (whole.length) return { slots: whole, next: cut };
  return {
    slots: rows.slice(0, window.maxSlots),
    next: await firstFreeDay(db, doctorId, now, addDays(cut, 1)),
  };
}

/**
 * Holds the patient's booking lock with this doctor until the transaction ends, so two bookings
 * in flight cannot both pass the upcoming-appointments limit.
 */
export async function lockPatientWithDoctor(db: DbOrTx, patientId: number, doctorId: number) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${patientId}::int4, ${doctorId}::int4)`);
}

/** The patient's appointments with the doctor that have not started, and the seconds until the first starts. */
export async function upcomingWithDoctor(db: DbOrTx, patientId: number, doctorId: number, now: Date) {
  const startsAt = sql`((${appointments.day} + ${appointments.startTime}) AT TIME ZONE ${ALGERIA_ZONE})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      firstInSeconds: sql<
        number | null
      >`ceil(extract(epoch from min(${startsAt}) - ${now.toISOString()}::timestamptz))::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.doctorId, doctorId),
        eq(appointments.isCompleted, false),
        sql`${startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return { count: row?.count ?? 0, firstInSeconds: row?.firstInSeconds ?? 60 };
}

export async function insertBookedAppointment(
  db: DbOrTx,
  values: {
    doctorId: number;
    patientId: number;
    slotId: number;
    day: string;
    startTime: string;
    endTime: string;
    visitKind: 'in_person' | 'video';
  },
  extra: Pick<
    typeof appointments.$inferInsert,
    | 'appointmentReason'
    | 'typePerson'
    | 'relativeId'
    | 'relativeName'
    | 'relativeRelation'
    | 'bookedByPatient'
  >,
) {
  const [row] = await db
    .insert(appointments)
    .values({ bookedByPatient: true, ...values, ...extra, appointmentDate: values.day, isConfirmed: true })
    .onConflictDoNothing()
    .returning({
      id: appointments.id,
      doctor: appointments.doctorId,
      patient: appointments.patientId,
      slot: appointments.slotId,
      day: appointments.day,
      appointment_date: appointments.appointmentDate,
      start_time: appointments.startTime,
      end_time: appointments.endTime,
      is_completed: appointments.isCompleted,
      is_confirmed: appointments.isConfirmed,
      visit_kind: appointments.visitKind,
      relative: appointmentRelativeColumn(appointments),
      appointment_reason: appointments.appointmentReason,
    });
  return row ?? null;
}
