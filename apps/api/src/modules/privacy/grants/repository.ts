import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctors, folderAccessGrants, specializations } from '#api/db/schema/index.ts';
import { liveGrant } from '#api/lib/access/folder-access.ts';

/** The doctors who can read the folder now. */
export async function listLiveGrants(db: DbOrTx, folderId: number, at: Date) {
  return db
    .select({
      id: folderAccessGrants.id,
      doctorId: doctors.id,
      doctorName: doctors.fullName,
      specializationName: specializations.name,
      grantedAt: folderAccessGrants.createdAt,
      expiresAt: folderAccessGrants.expiresAt,
    })
    .from(folderAccessGrants)
    .innerJoin(doctors, eq(doctors.id, folderAccessGrants.doctorId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .where(and(eq(folderAccessGrants.folderId, folderId), liveGrant(at)))
    .orderBy(desc(folderAccessGrants.createdAt), desc(folderAccessGrants.id));
}

/** Ends a grant of this folder; null when there was none. */
export async function deleteGrant(db: DbOrTx, folderId: number, grantId: number) {
  const [row] = await db
    .delete(folderAccessGrants)
    .where(and(eq(folderAccessGrants.id, grantId), eq(folderAccessGrants.folderId, folderId)))
    .returning({ id: folderAccessGrants.id, doctorId: folderAccessGrants.doctorId });
  return row ?? null;
}
