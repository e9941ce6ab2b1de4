import type { CareRequest } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { markCareRequestAnswered, notify } from '#api/lib/notifications/index.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { answerCareRequest, listCareRequests, patientName } from './repository.ts';

export const NO_CARE_REQUEST = 'This doctor has no request waiting for your answer.';

/** A doctor's request to add the patient to their list: the patient reads and answers it. */
export function createCareRequestService(deps: Deps) {
  const { db } = deps;

  async function pending(patientId: number): Promise<CareRequest[]> {
    const rows = await listCareRequests(db, patientId);
    return rows.map((r) => ({
      doctor: r.doctorId,
      doctor_name: r.doctorName,
      doctor_picture: picturePath(r.pictureKey),
      specialty: r.specialty,
      verified: r.verified,
      requested_at: r.requestedAt.toISOString(),
    }));
  }

  /** Accepting lets the doctor write appointments and consultations for the patient and read their record. */
  async function answer(identity: Identity & { patientId: number }, doctorId: number, accept: boolean) {
    await db.transaction(async (tx) => {
      const doctor = await answerCareRequest(
        tx,
        doctorId,
        identity.patientId,
        accept ? 'accepted' : 'declined',
      );
      if (!doctor) throw notFound(NO_CARE_REQUEST);
      const answered = accept ? 'accepted' : 'declined';
      await markCareRequestAnswered(tx, identity.userId, doctorId, answered, deps.now());
      await notify(tx, deps.events, {
        userId: doctor.userId,
        kind: accept ? 'care.accepted' : 'care.declined',
        data: { patient_name: await patientName(tx, identity.patientId) },
        link: `/Doctores/${doctorId}/Patients`,
      });
      await audit(tx, identity, accept ? 'grant' : 'decline', 'doctor_patient', doctorId, identity.patientId);
    });
  }

  return { pending, answer };
}
