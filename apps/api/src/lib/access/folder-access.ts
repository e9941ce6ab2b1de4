import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { folderAccessGrants, folders } from '../../db/schema/index.ts';
import type { Identity } from '../auth/tokens.ts';
import { forbidden, notFound } from '../errors.ts';

export type FolderAccess = 'owner' | 'granted';

/**
 * The one rule for medical folders: the patient who owns a folder reaches it; a doctor reaches it
 * read-only once the patient accepted that doctor's request for that folder; nobody else does.
 * Unknown folders answer 404; known ones the caller may not see answer 403.
 */
export async function folderAccess(db: DbOrTx, identity: Identity | null, folderId: number) {
  const [folder] = await db
    .select({ id: folders.id, patientId: folders.patientId, name: folders.name })
    .from(folders)
    .where(eq(folders.id, folderId));
  if (!folder) throw notFound('Folder not found.');
  if (!identity) throw forbidden('Authentication credentials were not provided.');
  if (identity.patientId !== null && identity.patientId === folder.patientId) {
    return { folder, access: 'owner' as FolderAccess };
  }
  if (identity.doctorId !== null) {
    const [grant] = await db
      .select({ id: folderAccessGrants.id })
      .from(folderAccessGrants)
      .where(
        and(eq(folderAccessGrants.folderId, folderId), eq(folderAccessGrants.doctorId, identity.doctorId)),
      );
    if (grant) return { folder, access: 'granted' as FolderAccess };
  }
  throw forbidden('You do not have access to this folder.');
}

/** Like folderAccess, but only the owner passes: for every change to a folder or its files. */
export async function ownFolder(db: DbOrTx, identity: Identity | null, folderId: number) {
  const result = await folderAccess(db, identity, folderId);
  if (result.access !== 'owner') throw forbidden('Only the patient who owns this folder can change it.');
  return result.folder;
}
