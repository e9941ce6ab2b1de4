import type { FolderFiles, MyPatient, MyPatients } from '@reayah/contracts';
import type { Deps } from '../../../deps.ts';
import { folderAccess } from '../../../lib/access/folder-access.ts';
import { audit, auditRead } from '../../../lib/audit.ts';
import type { Identity } from '../../../lib/auth/tokens.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { foldForSearch } from '../../../lib/search-text.ts';
import { picturePath } from '../../media/routes.ts';
import { requireListedPatient } from '../access.ts';
import * as repo from './repository.ts';
import { pageLinks } from '../../../lib/pagination.ts';

export const PAGE_SIZE = 20;
export const REQUEST_PENDING =
  'You already sent an access request to this patient; it is waiting for their answer.';

/** The path that streams a file's bytes; that route lets through the folder's owner and granted doctors. */
export const fileDownloadPath = (folderId: number, fileId: number) =>
  `/api/patient/folder/${folderId}/file/${fileId}/download/`;

export function createDoctorPatientService(deps: Deps) {
  const { db } = deps;

  return {
    async search(doctorId: number, search: string, page: number) {
      const { count, rows } = await repo.searchPatients(
        db,
        doctorId,
        foldForSearch(search),
        PAGE_SIZE,
        (page - 1) * PAGE_SIZE,
      );
      return {
        count,
        ...pageLinks('/api/patient/search/list', search, page, PAGE_SIZE, count),
        results: rows.map((r) => ({
          patient: r.id,
          first_name: r.firstName,
          last_name: r.lastName,
          patient_picture: picturePath(r.pictureKey),
          is_added: r.isAdded,
        })),
      };
    },

    async add(doctorId: number, patientId: number): Promise<{ created: boolean; msg: string }> {
      if (!(await repo.patientExists(db, patientId))) throw notFound('Patient not found.');
      const created = await repo.addToList(db, doctorId, patientId);
      return {
        created,
        msg: created ? 'Patient added to your list.' : 'This patient is already in your list.',
      };
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
      return {
        accepted_patients: rows.filter((r) => r.pathFolder !== null).map(toCard),
        pending_patients: rows.filter((r) => r.pathFolder === null).map(toCard),
      };
    },

    async sendRequest(identity: Identity, doctorId: number, patientId: number) {
      return db.transaction(async (tx) => {
        await requireListedPatient(tx, doctorId, patientId);
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
