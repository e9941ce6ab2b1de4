import { FILE_MESSAGES, type MedicalFile } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { folderAccess, ownFolder } from '#api/lib/access/folder-access.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { cleanFileName } from '#api/lib/file-names.ts';
import { ObjectNotFoundError } from '#api/lib/storage/storage.ts';
import type { MultipartResult } from '#api/lib/uploads.ts';
import { deleteFile, findFile, insertFile, listFiles, renameFile, toFile } from './repository.ts';

export function createFileService(deps: Deps) {
  const { db, storage } = deps;

  async function list(identity: Identity, folderId: number): Promise<MedicalFile[]> {
    const folder = await ownFolder(db, identity, folderId);
    const rows = await listFiles(db, folderId);
    auditRead(
      deps.audit,
      identity,
      'read',
      { entity: 'folder', entityId: folderId, patientId: folder.patientId },
      deps.now(),
    );
    return rows.map(toFile);
  }

  /** Records a stored upload; the caller discards the bytes if this throws. */
  async function add(identity: Identity, folderId: number, upload: MultipartResult): Promise<number> {
    const file = upload.files.file;
    if (!file) throw badRequest('file', FILE_MESSAGES.file);
    const name = cleanFileName(upload.fields.name ?? '') || cleanFileName(file.filename);
    if (!name) throw badRequest('name', FILE_MESSAGES.name);
    return db.transaction(async (tx) => {
      const folder = await ownFolder(tx, identity, folderId);
      const id = await insertFile(tx, {
        folderId,
        name,
        storageKey: file.key,
        size: file.size,
        contentType: file.contentType,
      });
      await audit(tx, identity, 'create', 'file', id, folder.patientId);
      return id;
    });
  }

  async function rename(
    identity: Identity,
    folderId: number,
    fileId: number,
    name: string,
  ): Promise<MedicalFile> {
    await ownFolder(db, identity, folderId);
    const row = await db.transaction(async (tx) => {
      const clean = cleanFileName(name);
      if (!clean) throw badRequest('name', FILE_MESSAGES.name);
      const renamed = await renameFile(tx, folderId, fileId, clean);
      if (renamed) await audit(tx, identity, 'update', 'file', fileId);
      return renamed;
    });
    if (!row) throw notFound('File not found.');
    return toFile(row);
  }

  async function remove(identity: Identity, folderId: number, fileId: number): Promise<void> {
    await ownFolder(db, identity, folderId);
    const removed = await db.transaction(async (tx) => {
      const row = await deleteFile(tx, folderId, fileId);
      if (row) await audit(tx, identity, 'delete', 'file', fileId);
      return row;
    });
    if (!removed) throw notFound('File not found.');
    await storage.delete(removed.storageKey);
  }

  /** The owner, or a doctor granted the folder, reads the stored bytes. */
  async function open(identity: Identity | null, folderId: number, fileId: number) {
    const { folder } = await folderAccess(db, identity, folderId, deps.now());
    const row = await findFile(db, folderId, fileId);
    if (!row) throw notFound('File not found.');
    try {
      const body = await storage.get(row.storageKey);
      auditRead(
        deps.audit,
        identity,
        'download',
        { entity: 'file', entityId: fileId, patientId: folder.patientId },
        deps.now(),
      );
      return { row, body };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound('File not found.');
      throw error;
    }
  }

  /** Checked before an upload's bytes are read, so nobody else's upload is ever stored. */
  async function assertOwner(identity: Identity, folderId: number): Promise<void> {
    await ownFolder(db, identity, folderId);
  }

  return { list, assertOwner, add, rename, remove, open };
}
