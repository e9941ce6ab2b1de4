import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  consentWithdrawals,
  doctorPatients,
  doctors,
  folderAccessGrants,
  folders,
  specializations,
} from '#api/db/schema/index.ts';
import { liveGrant } from '#api/lib/access/folder-access.ts';
import { patientChoseDoctor, withdrawnSince } from '#api/lib/access/patient-consent.ts';

/**
 * The doctors who can reach the patient now (lib/access/patient-consent.ts), with the booking or the
 * accepted request that lets them; a booking also marks the doctor's list row accepted, so an
 * accepted request counts as the reason only without a booking.
 */
export async function listDoctorsWithAccess(db: DbOrTx, patientId: number, at: Date) {
  const booked = sql<boolean>`exists (select 1 from ${appointments} as booked
    where booked.doctor_id = ${doctors.id} and booked.patient_id = ${patientId} and booked.booked_by_patient
      and not ${withdrawnSince(doctors.id, patientId, sql`booked.created_at`)})`;
  const accepted = sql<boolean>`exists (select 1 from ${doctorPatients} as consent
    where consent.doctor_id = ${doctors.id} and consent.patient_id = ${patientId} and consent.status = 'accepted'
      and not ${withdrawnSince(doctors.id, patientId, sql`coalesce(consent.answered_at, consent.created_at)`)})`;
  const candidates = sql`${doctors.id} in (
    select doctor_id from ${doctorPatients} where patient_id = ${patientId}
    union select doctor_id from ${appointments} where patient_id = ${patientId} and booked_by_patient
    union select g.doctor_id from ${folderAccessGrants} as g join ${folders} as f on f.id = g.folder_id
      where f.patient_id = ${patientId})`;
  return db
    .select({
      doctorId: doctors.id,
      doctorName: doctors.fullName,
      pictureKey: doctors.pictureKey,
      specialty: specializations.name,
      booked,
      accepted,
    })
    .from(doctors)
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .where(and(candidates, patientChoseDoctor(doctors.id, patientId, at)))
    .orderBy(asc(doctors.fullName), asc(doctors.id));
}

/** The patient's folders each of these doctors may read now. */
export async function sharedFolders(db: DbOrTx, patientId: number, doctorIds: number[], at: Date) {
  if (doctorIds.length === 0) return [];
  return db
    .select({ doctorId: folderAccessGrants.doctorId, folderId: folders.id, folderName: folders.name })
    .from(folderAccessGrants)
    .innerJoin(folders, eq(folders.id, folderAccessGrants.folderId))
    .where(
      and(eq(folders.patientId, patientId), inArray(folderAccessGrants.doctorId, doctorIds), liveGrant(at)),
    )
    .orderBy(asc(folders.name), asc(folders.id));
}

export async function doctorExists(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId));
  return row !== undefined;
}

/**
 * Records the withdrawal at the database's clock, the one bookings and answers are written with
 * (their order decides what still counts); a later withdrawal moves the time forward.
 */
export async function recordWithdrawal(db: DbOrTx, doctorId: number, patientId: number) {
  await db
    .insert(consentWithdrawals)
    .values({ doctorId, patientId })
    .onConflictDoUpdate({
      target: [consentWithdrawals.doctorId, consentWithdrawals.patientId],
      set: { withdrawnAt: sql`now()` },
    });
}

/** Ends every grant of the patient's folders to the doctor; the folders they covered. */
export async function deleteDoctorGrants(db: DbOrTx, doctorId: number, patientId: number) {
  return db
    .delete(folderAccessGrants)
    .where(
      and(
        eq(folderAccessGrants.doctorId, doctorId),
        sql`${folderAccessGrants.folderId} in (select id from ${folders} where patient_id = ${patientId})`,
      ),
    )
    .returning({ folderId: folderAccessGrants.folderId });
}
