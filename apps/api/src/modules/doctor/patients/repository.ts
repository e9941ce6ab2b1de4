import { and, asc, count, desc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { liveGrant } from '../../../lib/access/folder-access.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  doctorPatients,
  files,
  folderAccessGrants,
  folderAccessRequests,
  folders,
  patients,
  users,
} from '../../../db/schema/index.ts';
import { likePattern } from '../../../lib/search-text.ts';

export async function searchPatients(
  db: DbOrTx,
  doctorId: number,
  folded: string,
  limit: number,
  offset: number,
) {
  // A patient who deleted their account, or one booked by telephone without one, is no one to find.
  const where = and(like(patients.searchText, likePattern(folded)), isNotNull(patients.userId));
  const [total] = await db.select({ n: count() }).from(patients).where(where);
  const rows = await db
    .select({
      id: patients.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureKey: patients.pictureKey,
      isAdded: sql<boolean>`exists (select 1 from ${doctorPatients} where ${doctorPatients.doctorId} = ${doctorId} and ${doctorPatients.patientId} = ${patients.id})`,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(where)
    .orderBy(asc(patients.fullName), asc(patients.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function patientExists(db: DbOrTx, patientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNotNull(patients.userId)));
  return !!row;
}

/** Answers whether the patient was added now (false when already in the list). */
export async function addToList(db: DbOrTx, doctorId: number, patientId: number): Promise<boolean> {
  const added = await db
    .insert(doctorPatients)
    .values({ doctorId, patientId })
    .onConflictDoNothing()
    .returning({ patientId: doctorPatients.patientId });
  return added.length > 0;
}

/** The doctor's patients with the folder each shared most recently, and whether a request is pending. */
export async function listMyPatients(db: DbOrTx, doctorId: number, at: Date) {
  const sharedFolder = sql<number | null>`(
    select ${folderAccessGrants.folderId} from ${folderAccessGrants}
    join ${folders} on ${folders.id} = ${folderAccessGrants.folderId}
    where ${folderAccessGrants.doctorId} = ${doctorId} and ${folders.patientId} = ${patients.id}
      and ${liveGrant(at)}
    order by ${folderAccessGrants.createdAt} desc, ${folderAccessGrants.id} desc limit 1)`;
  const pending = sql<boolean>`exists (
    select 1 from ${folderAccessRequests}
    where ${folderAccessRequests.doctorId} = ${doctorId} and ${folderAccessRequests.patientId} = ${patients.id}
      and ${folderAccessRequests.status} = 'pending')`;
  return db
    .select({
      id: patients.id,
      fullName: patients.fullName,
      pictureKey: patients.pictureKey,
      pathFolder: sharedFolder.mapWith(Number),
      requestPending: pending,
    })
    .from(doctorPatients)
    .innerJoin(patients, eq(patients.id, doctorPatients.patientId))
    .where(eq(doctorPatients.doctorId, doctorId))
    .orderBy(asc(patients.fullName), asc(patients.id));
}

/** A pending request, unless one is already pending for this pair (answers null then). */
export async function insertPendingRequest(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .insert(folderAccessRequests)
    .values({ doctorId, patientId, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: folderAccessRequests.id, status: folderAccessRequests.status });
  return row ?? null;
}

export async function listFolderFiles(db: DbOrTx, folderId: number) {
  return db
    .select({ id: files.id, name: files.name, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(eq(files.folderId, folderId))
    .orderBy(desc(files.createdAt), desc(files.id));
}
