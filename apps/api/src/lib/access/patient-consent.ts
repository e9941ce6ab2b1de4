import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  consentWithdrawals,
  doctorPatients,
  folderAccessGrants,
  folders,
  patients,
} from '#api/db/schema/index.ts';

/**
 * Whether the patient ended the doctor's access at or after `since` (a column of the caller's
 * query): a choice made before the patient's last withdrawal is no longer consent (decision 0059).
 */
export function withdrawnSince(
  doctorId: number | SQLWrapper,
  patientId: number | SQLWrapper,
  since: SQLWrapper,
) {
  return sql`exists (select 1 from ${consentWithdrawals} as withdrawn
      where withdrawn.doctor_id = ${doctorId} and withdrawn.patient_id = ${patientId}
        and withdrawn.withdrawn_at >= ${since})`;
}

/**
 * The one rule for a doctor reaching a patient (their list, their record, writing an appointment or
 * a consultation for them): the patient chose the doctor. They booked one of the doctor's slots
 * themselves, accepted the doctor's request to add them, or share a folder with the doctor now;
 * a booking or an accepted request counts until the patient withdraws their consent from the doctor
 * (a later booking or acceptance counts again). What a doctor can do alone (adding a patient from
 * the search) opens nothing until the patient accepts.
 */
export function patientChoseDoctor(doctorId: number | SQLWrapper, patientId: number | SQLWrapper, at: Date) {
  // Aliased tables: `doctorId` and `patientId` may be columns of the caller's query.
  return sql`(exists (select 1 from ${doctorPatients} as consent
      where consent.doctor_id = ${doctorId} and consent.patient_id = ${patientId}
        and consent.status = 'accepted'
        and not ${withdrawnSince(doctorId, patientId, sql`coalesce(consent.answered_at, consent.created_at)`)})
    or exists (select 1 from ${appointments} as booked
      where booked.doctor_id = ${doctorId} and booked.patient_id = ${patientId}
        and booked.booked_by_patient
        and not ${withdrawnSince(doctorId, patientId, sql`booked.created_at`)})
    or exists (select 1 from ${folderAccessGrants} as shared
      join ${folders} as shared_folder on shared_folder.id = shared.folder_id
      where shared.doctor_id = ${doctorId} and shared_folder.patient_id = ${patientId}
        and (shared.expires_at is null or shared.expires_at > ${at.toISOString()}::timestamptz)))`;
}

/** Whether the patient (still with an account or not) chose this doctor; see patientChoseDoctor. */
export async function hasChosenDoctor(db: DbOrTx, doctorId: number, patientId: number, at: Date) {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientChoseDoctor(doctorId, patientId, at)));
  return row !== undefined;
}
