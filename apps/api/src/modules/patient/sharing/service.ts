import type { AccessRequest, GrantDuration } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { grantEnd, ownFolder } from '#api/lib/access/folder-access.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { decideRequest, findRequest, grantFolder, listPendingRequests } from './repository.ts';

export const ALREADY_DECIDED = 'This request has already been answered.';

export function createSharingService(deps: Deps) {
  const { db } = deps;

  async function pending(patientId: number): Promise<AccessRequest[]> {
    const rows = await listPendingRequests(db, patientId);
    return rows.map((r) => ({
      id: r.id,
      doctor_name: r.doctorName,
      doctor_picture: picturePath(r.pictureKey),
    }));
  }

  /** The patient answers a doctor's request; accepting grants read access to one of their folders. */
  async function decide(
    identity: Identity & { patientId: number },
    requestId: number,
    folderId: number,
    accept: boolean,
    duration: GrantDuration = '90d',
  ): Promise<void> {
    const request = await findRequest(db, requestId);
    // Another patient's request answers as one that does not exist: its id reveals nothing.
    if (request?.patientId !== identity.patientId) throw notFound('Access request not found.');
    await ownFolder(db, identity, folderId);
    const at = deps.now();
    await db.transaction(async (tx) => {
      const decided = await decideRequest(tx, requestId, accept ? 'accepted' : 'declined', at);
      if (!decided) throw conflict(ALREADY_DECIDED);
      if (accept) {
        const expiresAt = grantEnd(duration, at);
        await grantFolder(tx, { doctorId: decided.doctorId, folderId, requestId, expiresAt, at });
      }
      await audit(tx, identity, accept ? 'grant' : 'decline', 'folder', folderId, identity.patientId);
    });
  }

  return { pending, decide };
}
