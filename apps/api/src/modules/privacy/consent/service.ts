import type { ConsentWithdrawal, DoctorWithAccess } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { hasChosenDoctor } from '#api/lib/access/patient-consent.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { withdrawPatientAttachments } from '#api/modules/messaging/repository.ts';
import {
  deleteDoctorGrants,
  doctorExists,
  listDoctorsWithAccess,
  recordWithdrawal,
  sharedFolders,
} from './repository.ts';

export const CONSENT_WITHDRAWN = 'This doctor no longer has access to your data.';
export const NO_ACCESS_TO_WITHDRAW = 'This doctor has no access to your data: there is nothing to end.';

/** The doctors who can reach the patient, and the patient ending one's access (decision 0059). */
export function createConsentService(deps: Deps) {
  const { db } = deps;

  async function doctorsWithAccess(patientId: number): Promise<DoctorWithAccess[]> {
    const at = deps.now();
    const rows = await listDoctorsWithAccess(db, patientId, at);
    const shared = await sharedFolders(
      db,
      patientId,
      rows.map((r) => r.doctorId),
      at,
    );
    return rows.map((r) => ({
      doctor: r.doctorId,
      doctor_name: r.doctorName,
      doctor_picture: picturePath(r.pictureKey),
      specialty: r.specialty,
      booked: r.booked,
      accepted_request: r.accepted && !r.booked,
      folders: shared
        .filter((s) => s.doctorId === r.doctorId)
        .map((s) => ({ id: s.folderId, name: s.folderName })),
    }));
  }

  /**
   * From now on the doctor's past bookings and accepted request are no longer consent; the folder
   * shares end and the patient's files attached in messages to the doctor are withdrawn from them.
   * What the doctor wrote stays in the patient's record. A doctor without access is told so.
   */
  async function withdraw(
    identity: Identity & { patientId: number },
    doctorId: number,
  ): Promise<ConsentWithdrawal> {
    const { patientId } = identity;
    return db.transaction(async (tx) => {
      if (!(await doctorExists(tx, doctorId))) throw notFound('Doctor not found.');
      const at = deps.now();
      if (!(await hasChosenDoctor(tx, doctorId, patientId, at))) {
        return { msg: NO_ACCESS_TO_WITHDRAW, withdrawn: false };
      }
      await recordWithdrawal(tx, doctorId, patientId);
      const revoked = await deleteDoctorGrants(tx, doctorId, patientId);
      await withdrawPatientAttachments(tx, doctorId, patientId, at);
      for (const folderId of new Set(revoked.map((r) => r.folderId))) {
        await audit(tx, identity, 'revoke', 'folder', folderId, patientId);
      }
      await audit(tx, identity, 'revoke', 'doctor_patient', doctorId, patientId);
      return { msg: CONSENT_WITHDRAWN, withdrawn: true };
    });
  }

  return { doctorsWithAccess, withdraw };
}
