import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { folderAccessGrants, folders } from '#api/db/schema/index.ts';
import type { Identity } from '../auth/tokens.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';

export type FolderAccess = 'owner' | 'granted';

export const FOLDER_NOT_FOUND = 'Folder not found.';

/**
 * The one rule for medical folders: the patient who owns a folder reaches it; a doctor reaches it
 * read-only once the patient accepted that doctor's request for that folder, until the patient
 * revokes the grant or it expires (`at` is the request's time); nobody else does. A folder the
 * caller may not see answers the same 404 as one that does not exist, so nobody learns which folder
 * ids exist by trying them.
 */
export async function folderAccess(
  db: DbOrTx,
  identity: Identity | null,
  folderId: number,
  at: Date = new Date(),
) {
  if (!identity) throw unauthorized();
  const [folder] = await db
    .select({ id: folders.id, patientId: folders.patientId, name: folders.name })
    .from(folders)
    .where(eq(folders.id, folderId));
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  if (identity.patientId !== null && identity.patientId === folder.patientId) {
    return { folder, access: 'owner' as FolderAccess };
  }
  if (identity.doctorId !== null) {
    const [grant] = await db
      .select({ id: folderAccessGrants.id })
      .from(folderAccessGrants)
      .where(
        and(
          eq(folderAccessGrants.folderId, folderId),
          eq(folderAccessGrants.doctorId, identity.doctorId),
          liveGrant(at),
        ),
      );
    if (grant) return { folder, access: 'granted' as FolderAccess };
  }
  throw notFound(FOLDER_NOT_FOUND);
}

/**
 * Like folderAccess, but only the owner passes: for every change to a folder or its files. A doctor
 * the folder is shared with already knows it exists, so they are told they may not change it (403).
 */
export async function ownFolder(db: DbOrTx, identity: Identity | null, folderId: number) {
  const result = await folderAccess(db, identity, folderId);
  if (result.access !== 'owner') throw forbidden('Only the patient who owns this folder can change it.');
  return result.folder;
}

/** A grant still in force at `at`: no end date, or one still ahead. */
export function liveGrant(at: Date) {
  return or(isNull(folderAccessGrants.expiresAt), gt(folderAccessGrants.expiresAt, at));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a grant made at `at` for `duration` stops; null: until the patient revokes it. */
export function grantEnd(duration: '30d' | '90d' | 'until_revoked', at: Date): Date | null {
  if (duration === 'until_revoked') return null;
  return new Date(at.getTime() + (duration === '30d' ? 30 : 90) * DAY_MS);
}
