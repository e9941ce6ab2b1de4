import type { DbOrTx } from '#api/db/client.ts';
import { badRequest } from '#api/lib/errors.ts';
import { refuseFormerPatient } from './former-patient.ts';
import { hasChosenDoctor } from './patient-consent.ts';

export const NOT_IN_LIST = 'This patient is not in your list of patients.';

/**
 * The patient must have chosen the doctor (patient-consent.ts): booked them, accepted
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
