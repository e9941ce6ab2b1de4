import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, cancelledAppointments, doctors } from '#api/db/schema/index.ts';
import type { AppointmentFacts } from '../appointment-facts.ts';
import { freeSlot } from '../slots/repository.ts';

/** The appointment leaves the calendar for the history; its slot is free again at once. */
export async function moveToCancelled(
  db: DbOrTx,
  appointment: AppointmentFacts,
  by: 'patient' | 'doctor',
  reason: string,
) {
  await db.insert(cancelledAppointments).values({
    id: appointment.id,
    doctorId: appointment.doctorId,
    patientId: appointment.patientId,
    day: appointment.day,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    visitKind: appointment.visitKind,
    cancelledBy: by,
    reason,
    relativeName: appointment.relativeName,
    relativeRelation: appointment.relativeRelation,
    calendarSequence: appointment.sequence + 1,
  });
  await db.delete(appointments).where(eq(appointments.id, appointment.id));
  if (appointment.slotId) await freeSlot(db, appointment.slotId);
}

/** One calendar version further: reminders queued for the version before do nothing. */
export async function bumpSequence(db: DbOrTx, appointmentId: number) {
  await db
    .update(appointments)
    .set({ calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(eq(appointments.id, appointmentId));
}

/** Puts the appointment in the claimed slot, one calendar version further. */
export async function moveAppointment(
  db: DbOrTx,
  appointmentId: number,
  slot: { id: number; day: string; start_time: string; end_time: string; visit_kind: 'in_person' | 'video' },
) {
  await db
    .update(appointments)
    .set({
      slotId: slot.id,
      day: slot.day,
      appointmentDate: slot.day,
      startTime: slot.start_time,
      endTime: slot.end_time,
      visitKind: slot.visit_kind,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
    })
    .where(eq(appointments.id, appointmentId));
}

export async function setNoShow(db: DbOrTx, appointmentId: number, noShow: boolean) {
  await db
    .update(appointments)
    .set({ noShow, ...(noShow ? { isCompleted: false } : {}) })
    .where(eq(appointments.id, appointmentId));
}

/** A cancelled appointment, for its calendar file. */
export async function findCancelled(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: cancelledAppointments.id,
      doctorId: cancelledAppointments.doctorId,
      patientId: cancelledAppointments.patientId,
      day: cancelledAppointments.day,
      startTime: cancelledAppointments.startTime,
      endTime: cancelledAppointments.endTime,
      sequence: cancelledAppointments.calendarSequence,
      doctorName: doctors.fullName,
    })
    .from(cancelledAppointments)
    .innerJoin(doctors, eq(doctors.id, cancelledAppointments.doctorId))
    .where(eq(cancelledAppointments.id, id));
  return row ?? null;
}

/** The doctor's appointments from `fromDay` on (`YYYY-MM-DD`), not yet done; the caller keeps those to come. */
export async function appointmentsFrom(db: DbOrTx, doctorId: number, fromDay: string) {
  return db
    .select({ id: appointments.id, day: appointments.day, startTime: appointments.startTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.isCompleted, false),
        gte(appointments.day, fromDay),
      ),
    )
    .orderBy(asc(appointments.id));
}

/** The appointments doctors keep of a deleted patient, in the calendar or cancelled, no longer name a relative. */
export async function forgetRelativeNames(db: DbOrTx, patientId: number) {
  const unnamed = { relativeName: null, relativeRelation: null };
  await db.update(appointments).set(unnamed).where(eq(appointments.patientId, patientId));
  await db.update(cancelledAppointments).set(unnamed).where(eq(cancelledAppointments.patientId, patientId));
}
