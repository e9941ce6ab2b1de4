import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#api/db/client.ts';
import { refuseFormerPatient } from '#api/lib/access/former-patient.ts';
import { hasChosenDoctor } from '#api/lib/access/patient-consent.ts';
import { appointments, clinics, consultations, slots } from '#api/db/schema/index.ts';
import {
  requireAgendaKeeper,
  requireAgendaKeeperSelf,
  requireDoctor,
  requireDoctorSelf,
} from '#api/lib/auth/guards.ts';
import { badRequest, forbidden, notFound } from '#api/lib/errors.ts';

// The one place the doctor area decides who owns a record: a slot, appointment, consultation or
// clinic is reached only by its doctor (unknown ids answer 404, someone else's 403), and a doctor
// acts for a patient only once that patient chose the doctor (requireListedPatient). Path ids naming the doctor go
// through requireDoctorSelf (lib/auth/guards.ts); folders go through folderAccess.

export const NOT_IN_LIST = 'This patient is not in your list of patients.';

// Whole sentences, not built from a noun: each language words them its own way.
const TEXTS = {
  booking: { missing: 'Booking not found.', other: 'This booking belongs to another doctor.' },
  appointment: { missing: 'Appointment not found.', other: 'This appointment belongs to another doctor.' },
  clinic: { missing: 'Clinic not found.', other: 'This clinic belongs to another doctor.' },
};

function owned<T extends { doctorId: number }>(
  row: T | undefined,
  doctorId: number,
  texts: { missing: string; other: string },
): T {
  if (!row) throw notFound(texts.missing);
  if (row.doctorId !== doctorId) throw forbidden(texts.other);
  return row;
}

/**
 * The doctor's slot. `lock` holds its row until the transaction ends, so a decision taken on it
 * (is it booked?) cannot be overtaken by a booking committing meanwhile.
 */
export async function ownSlot(db: DbOrTx, doctorId: number, slotId: number, lock = false) {
  const query = db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      day: slots.day,
      startTime: slots.startTime,
      endTime: slots.endTime,
      existing: slots.existing,
    })
    .from(slots)
    .where(eq(slots.id, slotId));
  const [row] = lock ? await query.for('no key update') : await query;
  return owned(row, doctorId, TEXTS.booking);
}

export async function ownAppointment(db: DbOrTx, doctorId: number, appointmentId: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      slotId: appointments.slotId,
      appointmentDate: appointments.appointmentDate,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return owned(row, doctorId, TEXTS.appointment);
}

export async function ownConsultation(db: DbOrTx, doctorId: number, consultationId: number, field: string) {
  const [row] = await db
    .select({ id: consultations.id, doctorId: consultations.doctorId })
    .from(consultations)
    .where(eq(consultations.id, consultationId));
  // The consultation is named in the body, so a wrong one is reported on that field.
  if (!row) throw badRequest(field, 'Consultation not found.');
  if (row.doctorId !== doctorId) throw forbidden('This consultation belongs to another doctor.');
  return row;
}

export async function ownClinic(db: DbOrTx, doctorId: number, clinicId: number) {
  const [row] = await db
    .select({
      id: clinics.id,
      doctorId: clinics.doctorId,
      pictureKey: clinics.pictureKey,
      certificationKey: clinics.certificationKey,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return owned(row, doctorId, TEXTS.clinic);
}

/**
 * The patient must have chosen the doctor (lib/access/patient-consent.ts): booked them, accepted
 * their request or shares a folder with them; otherwise 400 on `field`.
 */
export async function requireListedPatient(
  db: DbOrTx,
  doctorId: number,
  patientId: number,
  at: Date,
  field = 'patient',
) {
  if (!(await hasChosenDoctor(db, doctorId, patientId, at))) throw badRequest(field, NOT_IN_LIST);
  await refuseFormerPatient(db, patientId);
}

/** The doctor named in a body must be the signed-in one; without it the signed-in doctor is meant. */
export function actingDoctor(request: FastifyRequest, bodyDoctor: number | undefined) {
  return bodyDoctor === undefined ? requireDoctor(request) : requireDoctorSelf(request, bodyDoctor);
}

/** The same for the agenda's routes, which the doctor's assistant may use too. */
export function actingAgendaKeeper(request: FastifyRequest, bodyDoctor: number | undefined) {
  return bodyDoctor === undefined
    ? requireAgendaKeeper(request)
    : requireAgendaKeeperSelf(request, bodyDoctor);
}
