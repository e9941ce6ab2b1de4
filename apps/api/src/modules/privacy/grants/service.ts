import type { FolderGrant } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { ownFolder } from '#api/lib/access/folder-access.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { withdrawAttachments } from '#api/modules/messaging/repository.ts';
import { deleteGrant, listLiveGrants } from './repository.ts';

export function createGrantsService(deps: Deps) {
  const { db } = deps;

  /** Which doctors can read the folder, for its owner only. */
  async function list(identity: Identity, folderId: number): Promise<FolderGrant[]> {
    await ownFolder(db, identity, folderId);
    const rows = await listLiveGrants(db, folderId, deps.now());
    return rows.map((r) => ({
      id: r.id,
      doctor_id: r.doctorId,
      doctor_name: r.doctorName,
      specialization_name: r.specializationName,
      granted_at: r.grantedAt.toISOString(),
      expires_at: r.expiresAt?.toISOString() ?? null,
    }));
  }

  /**
   * The grant is gone in the same statement, so the doctor's next read is refused; the folder's
   * files the patient attached in messages to that doctor are withdrawn from them too.
   */
  async function revoke(identity: Identity, folderId: number, grantId: number): Promise<void> {
    const folder = await ownFolder(db, identity, folderId);
    await db.transaction(async (tx) => {
      const removed = await deleteGrant(tx, folderId, grantId);
      if (!removed) throw notFound('Access not found.');
      await withdrawAttachments(tx, removed.doctorId, folderId, deps.now());
      await audit(tx, identity, 'revoke', 'folder', folderId, folder.patientId);
    });
  }

  return { list, revoke };
}
