import type { DbOrTx } from '#api/db/client.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { findVisit, type VisitRow } from './repository.ts';

export interface VisitParty {
  visit: VisitRow;
  side: 'patient' | 'doctor';
  /** The user whose event stream receives what this side sends. */
  otherUser: number;
}

/**
 * The one rule for visits: only the appointment's doctor and patient; anyone else gets the same 404
 * as for an unknown appointment (decision 0075).
 */
export async function visitParty(db: DbOrTx, identity: Identity, appointmentId: number): Promise<VisitParty> {
  const visit = await findVisit(db, appointmentId);
  if (!visit) throw notFound('Appointment not found.');
  if (identity.doctorId !== null && identity.doctorId === visit.doctorId) {
    // The patient deleted their account: there is nobody to visit.
    if (visit.patientUser === null) throw notFound('Appointment not found.');
    return { visit, side: 'doctor', otherUser: visit.patientUser };
  }
  if (identity.patientId !== null && identity.patientId === visit.patientId)
    return { visit, side: 'patient', otherUser: visit.doctorUser };
  throw notFound('Appointment not found.');
}
