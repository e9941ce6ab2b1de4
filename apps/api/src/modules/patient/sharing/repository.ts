import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctors, folderAccessGrants, folderAccessRequests } from '#api/db/schema/index.ts';

export async function listPendingRequests(db: DbOrTx, patientId: number) {
  return db
    .select({ id: folderAccessRequests.id, doctorName: doctors.fullName, pictureKey: doctors.pictureKey })
    .from(folderAccessRequests)
    .innerJoin(doctors, eq(doctors.id, folderAccessRequests.doctorId))
    .where(and(eq(folderAccessRequests.patientId, patientId), eq(folderAccessRequests.status, 'pending')))
    .orderBy(asc(folderAccessRequests.createdAt), asc(folderAccessRequests.id));
}

export async function findRequest(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      id: folderAccessRequests.id,
      patientId: folderAccessRequests.patientId,
      doctorId: folderAccessRequests.doctorId,
    })
    .from(folderAccessRequests)
    .where(eq(folderAccessRequests.id, requestId));
  return row ?? null;
}

/** Decides a pending request; null when it was already decided (by an earlier or a concurrent call). */
export async function decideRequest(
  db: DbOrTx,
  requestId: number,
  status: 'accepted' | 'declined',
  at: Date,
) {
  const [row] = await db
    .update(folderAccessRequests)
    .set({ status, decidedAt: at })
    .where(and(eq(folderAccessRequests.id, requestId), eq(folderAccessRequests.status, 'pending')))
    .returning({ doctorId: folderAccessRequests.doctorId });
  return row ?? null;
}

/** Grants the folder until `expiresAt` (null: until revoked); a new grant replaces an old one. */
export async function grantFolder(
  db: DbOrTx,
  values: { doctorId: number; folderId: number; requestId: number; expiresAt: Date | null; at: Date },
) {
  const { at, ...grant } = values;
  await db
    .insert(folderAccessGrants)
    .values({ ...grant, createdAt: at })
    .onConflictDoUpdate({
      target: [folderAccessGrants.doctorId, folderAccessGrants.folderId],
      set: { requestId: grant.requestId, expiresAt: grant.expiresAt, createdAt: at },
    });
}
