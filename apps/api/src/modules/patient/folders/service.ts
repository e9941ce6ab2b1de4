import { RELATIVE_MESSAGES, type MedicalFolder } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { FOLDER_NOT_FOUND, ownFolder } from '#api/lib/access/folder-access.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { findOwnRelative } from '#api/modules/relatives/repository.ts';
import { findFolder, insertFolder, listFolders } from './repository.ts';

export const DUPLICATE_FOLDER = 'You already have a folder with this name.';

export function createFolderService(deps: Deps) {
  const { db } = deps;

  async function list(identity: Identity, patientId: number): Promise<MedicalFolder[]> {
    const folders = await listFolders(db, patientId);
    auditRead(deps.audit, identity, 'read', { entity: 'folders', entityId: null, patientId }, deps.now());
    return folders;
  }

  async function create(
    identity: Identity,
    patientId: number,
    name: string,
    relativeId: number | null = null,
  ): Promise<MedicalFolder> {
    const id = await db.transaction(async (tx) => {
      if (relativeId !== null && !(await findOwnRelative(tx, patientId, relativeId)))
        throw badRequest('relative', RELATIVE_MESSAGES.folderRelative);
      const row = await insertFolder(tx, patientId, name, relativeId);
      if (!row) throw badRequest('name', DUPLICATE_FOLDER);
      await audit(tx, identity, 'create', 'folder', row.id, patientId);
      return row.id;
    });
    const folder = await findFolder(db, id);
    if (!folder) throw notFound(FOLDER_NOT_FOUND);
    return folder;
  }

  async function get(identity: Identity, folderId: number): Promise<MedicalFolder> {
    const owned = await ownFolder(db, identity, folderId);
    const folder = await findFolder(db, folderId);
    if (!folder) throw notFound(FOLDER_NOT_FOUND);
    auditRead(
      deps.audit,
      identity,
      'read',
      { entity: 'folder', entityId: folderId, patientId: owned.patientId },
      deps.now(),
    );
    return folder;
  }

  return { list, create, get };
}
