import { eq } from 'drizzle-orm';
import { owned } from '#api/lib/access/owned.ts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#api/db/client.ts';
import { clinics, consultations } from '#api/db/schema/index.ts';
import {
  requireAgendaKeeper,
  requireAgendaKeeperSelf,
  requireDoctor,
  requireDoctorSelf,
} from '#api/lib/auth/guards.ts';
import { badRequest } from '#api/lib/errors.ts';

// The one place the doctor area decides who owns a record: a consultation or clinic is reached only
// by its doctor (someone else's answers as an unknown id, decision 0075); slots and appointments are owned the
// same way in modules/appointments/ownership.ts, and a doctor acts for a patient only once that
// patient chose the doctor (lib/access/listed-patient.ts). Path ids naming the doctor go through
// requireDoctorSelf (lib/auth/guards.ts); folders go through folderAccess.

export async function ownConsultation(db: DbOrTx, doctorId: number, consultationId: number, field: string) {
  const [row] = await db
    .select({ id: consultations.id, doctorId: consultations.doctorId })
    .from(consultations)
    .where(eq(consultations.id, consultationId));
  // The consultation is named in the body, so a wrong one is reported on that field; another
  // doctor's is reported as one that does not exist.
  if (!row || row.doctorId !== doctorId) throw badRequest(field, 'Consultation not found.');
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
  return owned(row, doctorId, 'Clinic not found.');
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
