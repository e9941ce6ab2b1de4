import type { OpeningHours } from '@reayah/contracts';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { ALGERIA_ZONE } from '#api/db/algeria-time.ts';
import type { DbOrTx } from '#api/db/client.ts';
import { absences, appointments, openingHours, slots } from '#api/db/schema/index.ts';
// Free slots are deleted by the slots' own rule (a slot no appointment holds).
export { deleteFreeSlots } from '#api/modules/appointments/slots/repository.ts';
import type { Interval } from './generate.ts';

export async function findRules(db: DbOrTx, doctorId: number) {
  const [row] = await db.select().from(openingHours).where(eq(openingHours.doctorId, doctorId));
  return row ?? null;
}

export async function saveRules(db: DbOrTx, doctorId: number, input: OpeningHours) {
  const values = {
    ranges: input.hours,
    slotMinutes: input.slot_minutes,
    horizonWeeks: input.horizon_weeks,
    noticeHours: input.notice_hours,
    visitKind: input.visit_kind,
    updatedAt: new Date(),
  };
  await db
    .insert(openingHours)
    .values({ doctorId, ...values })
    .onConflictDoUpdate({ target: openingHours.doctorId, set: values });
}

/** Doctors who set opening hours: those whose slots the daily top-up extends. */
export async function doctorsWithHours(db: DbOrTx) {
  return (await db.select({ id: openingHours.doctorId }).from(openingHours)).map((r) => r.id);
}

export async function absencesEndingAfter(db: DbOrTx, doctorId: number, at: Date) {
  return db
    .select({ id: absences.id, startsAt: absences.startsAt, endsAt: absences.endsAt, label: absences.label })
    .from(absences)
    .where(and(eq(absences.doctorId, doctorId), gt(absences.endsAt, at)))
    .orderBy(asc(absences.startsAt));
}

export async function insertAbsence(db: DbOrTx, doctorId: number, a: Interval & { label: string }) {
  const [row] = await db
    .insert(absences)
    .values({ doctorId, ...a })
    .returning({
      id: absences.id,
      startsAt: absences.startsAt,
      endsAt: absences.endsAt,
      label: absences.label,
    });
  return row;
}

export async function findAbsence(db: DbOrTx, absenceId: number) {
  const [row] = await db.select().from(absences).where(eq(absences.id, absenceId));
  return row ?? null;
}

export async function deleteAbsence(db: DbOrTx, absenceId: number) {
  await db.delete(absences).where(eq(absences.id, absenceId));
}

/** The doctor's slots from `day` on, each with whether it was made from the hours. */
export async function slotsFrom(db: DbOrTx, doctorId: number, day: string) {
  return db
    .select({
      id: slots.id,
      day: slots.day,
      startTime: slots.startTime,
      endTime: slots.endTime,
      existing: slots.existing,
      fromHours: slots.fromHours,
    })
    .from(slots)
    .where(and(eq(slots.doctorId, doctorId), gte(slots.day, day)));
}

const startsAt = sql`((${appointments.day} + ${appointments.startTime}) AT TIME ZONE ${ALGERIA_ZONE})`;
const endsAt = sql`((${appointments.day} + ${appointments.endTime}) AT TIME ZONE ${ALGERIA_ZONE})`;

/** The doctor's appointments not yet started that meet the interval. */
export async function upcomingAppointmentsIn(db: DbOrTx, doctorId: number, range: Interval, now: Date) {
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        sql`${startsAt} < ${range.endsAt.toISOString()}::timestamptz`,
        sql`${endsAt} > ${range.startsAt.toISOString()}::timestamptz`,
        sql`${startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
}
