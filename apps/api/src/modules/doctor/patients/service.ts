import type { CareStatus, FolderFiles, MyPatient, MyPatients } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { folderAccess } from '#api/lib/access/folder-access.ts';
import { hasChosenDoctor } from '#api/lib/access/patient-consent.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { requireListedPatient } from '#api/lib/access/listed-patient.ts';
import * as repo from './repository.ts';
import { pageLinks } from '#api/lib/pagination.ts';

export const PAGE_SIZE = 20;
export const ALREADY_LISTED = 'This patient is already in your list.';
export const REQUEST_SENT = 'Your request was sent: the patient joins your list once they accept it.';
export const REQUEST_WAITING = 'Your request to add this patient is waiting for their answer.';
export const DECLINED = 'This patient declined your request to add them to your list.';

/** A doctor asks at most this many patients an hour: each request notifies a patient. */
export const CARE_REQUESTS_PER_DOCTOR: Limit = {
  name: 'care-request-doctor',
  limit: 30,
  windowMs: 3_600_000,
};

export const REQUEST_PENDING =
  'You already sent an access request to this patient; it is waiting for their answer.';

/** The path that streams a file's bytes; that route lets through the folder's owner and granted doctors. */
export const fileDownloadPath = (folderId: number, fileId: number) =>
  `/api/patient/folder/${folderId}/file/${fileId}/download/`;

export function createDoctorPatientService(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  return {
    async search(doctorId: number, search: string, page: number) {
      const { count, rows } = await repo.searchPatients(
        db,
        doctorId,
        foldForSearch(search),
        PAGE_SIZE,
        (page - 1) * PAGE_SIZE,
        deps.now(),
      );
      return {
        count,
        ...pageLinks('/api/patient/search/list', search, page, PAGE_SIZE, count),
        results: rows.map((r) => ({
          patient: r.id,
          first_name: r.firstName,
          last_name: r.lastName,
          patient_picture: picturePath(r.pictureKey),
          is_added: r.status !== 'none',
          add_status: r.status,
        })),
      };
    },

    /**
     * Adding a patient asks them (a notification they answer): they join the list once they accept.
     * A patient who already chose the doctor (booked them, shares a folder) joins at once.
     */
    async add(
      identity: Identity,
      doctorId: number,
      patientId: number,
    ): Promise<{ created: boolean; msg: string; status: CareStatus }> {
      enforce(
        await limits.hit(CARE_REQUESTS_PER_DOCTOR, String(doctorId)),
        (wait) => `You are adding patients too fast. Try again in ${wait}.`,
      );
      return db.transaction(async (tx) => {
        if (!(await repo.patientExists(tx, patientId))) throw notFound('Patient not found.');
        const at = deps.now();
        const status = await repo.careStatusOf(tx, doctorId, patientId);
        if (status === 'declined') throw conflict(DECLINED);
        const chosen = await hasChosenDoctor(tx, doctorId, patientId, at);
        if (status === 'accepted' && chosen) return { created: false, msg: ALREADY_LISTED, status };
        if (chosen) {
          if (status === null) await repo.insertCare(tx, doctorId, patientId, 'accepted', at);
          else await repo.acceptCare(tx, doctorId, patientId, at);
          await audit(tx, identity, 'create', 'doctor_patient', patientId, patientId);
          return { created: true, msg: 'Patient added to your list.', status: 'accepted' as const };
        }
        // Accepted once, then the patient withdrew their consent: the doctor may ask again.
        const asked =
          status === 'accepted'
            ? await repo.askAgain(tx, doctorId, patientId)
            : status === null && (await repo.insertCare(tx, doctorId, patientId, 'requested', at));
        if (!asked) return { created: false, msg: REQUEST_WAITING, status: 'requested' as const };
        const userId = await repo.patientUser(tx, patientId);
        if (userId !== null) {
          await notify(tx, deps.events, {
            userId,
            kind: 'care.requested',
            data: { doctor: doctorId, doctor_name: await repo.doctorName(tx, doctorId) },
            link: `/Patients/${patientId}/Notifications`,
          });
        }
        await audit(tx, identity, 'create', 'doctor_patient', patientId, patientId);
        return { created: true, msg: REQUEST_SENT, status: 'requested' as const };
      });
    },

    async myPatients(doctorId: number): Promise<MyPatients> {
      const rows = await repo.listMyPatients(db, doctorId, deps.now());
      const toCard = (r: (typeof rows)[number]): MyPatient => ({
        id: r.id,
        full_name: r.fullName,
        picture_url: picturePath(r.pictureKey),
        path_folder: r.pathFolder,
        request_pending: r.requestPending,
      });
      const requested = await repo.listRequestedPatients(db, doctorId);
      return {
        accepted_patients: rows.filter((r) => r.pathFolder !== null).map(toCard),
        pending_patients: rows.filter((r) => r.pathFolder === null).map(toCard),
        requested_patients: requested.map((r) => ({
          id: r.id,
          full_name: r.fullName,
          picture_url: picturePath(r.pictureKey),
          requested_at: r.requestedAt.toISOString(),
        })),
      };
    },

    async sendRequest(identity: Identity, doctorId: number, patientId: number) {
      return db.transaction(async (tx) => {
        await requireListedPatient(tx, doctorId, patientId, deps.now());
        const row = await repo.insertPendingRequest(tx, doctorId, patientId);
        if (!row) throw conflict(REQUEST_PENDING);
        await audit(tx, identity, 'create', 'folder_access_request', row.id);
        return { id: row.id, status: row.status, msg: 'Access Request send Successfully' };
      });
    },

    /** Only through a grant the patient accepted for this folder (folderAccess decides). */
    async folderFiles(identity: Identity, folderId: number): Promise<FolderFiles> {
      const { folder } = await folderAccess(db, identity, folderId, deps.now());
      const rows = await repo.listFolderFiles(db, folderId);
      auditRead(
        deps.audit,
        identity,
        'read',
        { entity: 'folder', entityId: folderId, patientId: folder.patientId },
        deps.now(),
      );
      return {
        folder: { id: folder.id, name: folder.name },
        files: rows.map((f) => ({
          id: f.id,
          name: f.name,
          file: fileDownloadPath(folderId, f.id),
          size: f.size,
          created_at: f.createdAt.toISOString(),
        })),
      };
    },
  };
}
