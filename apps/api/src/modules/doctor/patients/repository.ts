import { and, asc, count, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { CareStatus } from '@reayah/contracts';
import { liveGrant } from '#api/lib/access/folder-access.ts';
import { patientChoseDoctor } from '#api/lib/access/patient-consent.ts';
import type { DbOrTx } from '#api/db/client.ts';
import {
  doctorPatients,
  doctors,
  files,
  folderAccessGrants,
  folderAccessRequests,
  folders,
  patients,
  users,
} from '#api/db/schema/index.ts';
import { likePattern } from '#api/lib/search-text.ts';

export async function searchPatients(
  db: DbOrTx,
  doctorId: number,
  folded: string,
  limit: number,
  offset: number,
  at: Date,
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
      // Accepted, then the patient withdrew their consent: the doctor may ask again.
      status: sql<CareStatus>`coalesce((select case when ${doctorPatients.status} = 'accepted'
          and not ${patientChoseDoctor(doctorId, patients.id, at)} then 'none' else ${doctorPatients.status} end
        from ${doctorPatients} where ${doctorPatients.doctorId} = ${doctorId} and ${doctorPatients.patientId} = ${patients.id}), 'none')`,
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

/** Where the doctor's request to add the patient stands; null: never asked. */
export async function careStatusOf(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .select({ status: doctorPatients.status })
    .from(doctorPatients)
    .where(and(eq(doctorPatients.doctorId, doctorId), eq(doctorPatients.patientId, patientId)))
    .for('update');
  return row?.status ?? null;
}

/** A new row in the doctor's list; false when one is already there (another call won). */
export async function insertCare(
  db: DbOrTx,
  doctorId: number,
  patientId: number,
  status: 'requested' | 'accepted',
  at: Date,
): Promise<boolean> {
  const added = await db
    .insert(doctorPatients)
    .values({ doctorId, patientId, status, answeredAt: status === 'accepted' ? at : null })
    .onConflictDoNothing()
    .returning({ patientId: doctorPatients.patientId });
  return added.length > 0;
}

/** A request the patient never answered becomes accepted: they chose the doctor otherwise. */
export async function acceptCare(db: DbOrTx, doctorId: number, patientId: number, at: Date) {
  await db
    .update(doctorPatients)
    .set({ status: 'accepted', answeredAt: at })
    .where(and(eq(doctorPatients.doctorId, doctorId), eq(doctorPatients.patientId, patientId)));
}

/** The row of a patient who withdrew their consent becomes a new request waiting for their answer. */
export async function askAgain(db: DbOrTx, doctorId: number, patientId: number): Promise<boolean> {
  const asked = await db
    .update(doctorPatients)
    .set({ status: 'requested', answeredAt: null, createdAt: sql`now()` })
    .where(
      and(
        eq(doctorPatients.doctorId, doctorId),
        eq(doctorPatients.patientId, patientId),
        eq(doctorPatients.status, 'accepted'),
      ),
    )
    .returning({ patientId: doctorPatients.patientId });
  return asked.length > 0;
}

/** Who is asking, as the patient's notification names them. */
export async function doctorName(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ name: doctors.fullName }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.name ?? '';
}

export async function patientUser(db: DbOrTx, patientId: number) {
  const [row] = await db.select({ userId: patients.userId }).from(patients).where(eq(patients.id, patientId));
  return row?.userId ?? null;
}

/** The patients the doctor asked to add who have not answered yet. */
export async function listRequestedPatients(db: DbOrTx, doctorId: number) {
  return db
    .select({
      id: patients.id,
      fullName: patients.fullName,
      pictureKey: patients.pictureKey,
      requestedAt: doctorPatients.createdAt,
    })
    .from(doctorPatients)
    .innerJoin(patients, eq(patients.id, doctorPatients.patientId))
    .where(
      and(
        eq(doctorPatients.doctorId, doctorId),
        eq(doctorPatients.status, 'requested'),
        isNull(patients.deletedAt),
      ),
    )
    .orderBy(desc(doctorPatients.createdAt), desc(patients.id));
}

/**
 * The doctor's patients (those who chose the doctor: lib/access/patient-consent.ts) with the folder
 * each shared most recently, and whether a folder request is pending.
 */
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
    .where(
      and(eq(doctorPatients.doctorId, doctorId), patientChoseDoctor(doctorId, doctorPatients.patientId, at)),
    )
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
