import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  cancelledAppointments,
  clinics,
  doctors,
  patients,
  slots,
  users,
  waitlistEntries,
} from '#api/db/schema/index.ts';
import { alias } from 'drizzle-orm/pg-core';

const doctorUsers = alias(users, 'doctor_users');
const patientUsers = alias(users, 'patient_users');

/** An appointment with what its emails and notifications say: who, when, where. */
export async function findAppointmentFacts(db: DbOrTx, appointmentId: number, lock = false) {
  const query = db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      slotId: appointments.slotId,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      visitKind: appointments.visitKind,
      isCompleted: appointments.isCompleted,
      noShow: appointments.noShow,
      sequence: appointments.calendarSequence,
      doctorName: doctors.fullName,
      doctorUserId: doctors.userId,
      doctorEmail: doctorUsers.email,
      doctorLanguage: doctorUsers.language,
      place: sql<string | null>`coalesce(${clinics.address}, ${doctors.address})`,
      patientName: patients.fullName,
      relativeName: appointments.relativeName,
      relativeRelation: appointments.relativeRelation,
      // Text messages go to the account's mobile number (verified, or withheld by lib/messages),
      // or, for a patient booked by telephone, to the number the practice took.
      patientPhone: sql<
        string | null
      >`coalesce(${patientUsers.phone}, case when ${patients.contactOnly} then ${patients.phoneNumber} end)`,
      // The account's id, from the joined account (a deleted patient's row has none).
      patientUserId: patientUsers.id,
      patientEmail: patientUsers.email,
      patientLanguage: sql<string | null>`coalesce(${patientUsers.language}, ${patients.contactLanguage})`,
      remindersOff: sql<boolean>`coalesce(${patientUsers.remindersOff}, false)`,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    // A patient booked by telephone has no account: no mail, no notification, texts only.
    .leftJoin(patientUsers, eq(patientUsers.id, patients.userId))
    .leftJoin(clinics, eq(clinics.doctorId, appointments.doctorId))
    .where(eq(appointments.id, appointmentId));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  return row ?? null;
}
export type AppointmentFacts = NonNullable<Awaited<ReturnType<typeof findAppointmentFacts>>>;

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

export async function freeSlot(db: DbOrTx, slotId: number) {
  await db.update(slots).set({ existing: true }).where(eq(slots.id, slotId));
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

export async function slotOf(db: DbOrTx, slotId: number) {
  const [row] = await db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      day: slots.day,
      startTime: slots.startTime,
      existing: slots.existing,
    })
    .from(slots)
    .where(eq(slots.id, slotId));
  return row ?? null;
}

export async function joinWaitlist(db: DbOrTx, doctorId: number, patientId: number) {
  await db.insert(waitlistEntries).values({ doctorId, patientId }).onConflictDoNothing();
}

export async function leaveWaitlist(db: DbOrTx, doctorId: number, patientId: number) {
  await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.patientId, patientId)));
}

export async function isWaiting(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.patientId, patientId)));
  return Boolean(row);
}

/**
 * The patients waiting for a slot of the doctor, in order of asking, who were not told of one in
 * the last `quietMs`: they are marked told now, in the caller's transaction, so another process
 * offering another slot at the same moment skips them.
 */
export async function claimWaitingPatients(db: DbOrTx, doctorId: number, at: Date, quietMs: number) {
  const since = new Date(at.getTime() - quietMs);
  const told = await db
    .update(waitlistEntries)
    .set({ offeredAt: at })
    .where(
      and(
        eq(waitlistEntries.doctorId, doctorId),
        or(isNull(waitlistEntries.offeredAt), lt(waitlistEntries.offeredAt, since)),
      ),
    )
    .returning({ id: waitlistEntries.id, patientId: waitlistEntries.patientId });
  if (told.length === 0) return [];
  return db
    .select({
      patientId: waitlistEntries.patientId,
      userId: users.id,
      email: users.email,
      language: users.language,
    })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      inArray(
        waitlistEntries.id,
        told.map((t) => t.id),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function doctorName(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ name: doctors.fullName }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.name ?? null;
}

export async function setRemindersOff(db: DbOrTx, userId: number) {
  await db.update(users).set({ remindersOff: true }).where(eq(users.id, userId));
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
