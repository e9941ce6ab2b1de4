import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  cancelledAppointments,
  consultations,
  conversations,
  doctors,
  files,
  folderAccessGrants,
  folders,
  patients,
  prescriptions,
} from '#api/db/schema/index.ts';
import { liveGrant } from '#api/lib/access/folder-access.ts';
import { consultationColumns } from '../consultations/repository.ts';

export async function findPatient(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select({
      id: patients.id,
      fullName: patients.fullName,
      pictureKey: patients.pictureKey,
      gender: patients.gender,
      dateOfBirth: patients.dateOfBirth,
      age: patients.age,
      phoneNumber: patients.phoneNumber,
      bloodType: patients.bloodType,
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)));
  return row ?? null;
}

/** The appointments between the two, held and cancelled. */
export async function listAppointments(db: DbOrTx, doctorId: number, patientId: number) {
  const held = await db
    .select({
      id: appointments.id,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      visitKind: appointments.visitKind,
      reason: appointments.appointmentReason,
      typePerson: appointments.typePerson,
      isCompleted: appointments.isCompleted,
      noShow: appointments.noShow,
    })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId)));
  const cancelled = await db
    .select({
      id: cancelledAppointments.id,
      day: cancelledAppointments.day,
      startTime: cancelledAppointments.startTime,
      endTime: cancelledAppointments.endTime,
      visitKind: cancelledAppointments.visitKind,
      cancelledBy: cancelledAppointments.cancelledBy,
    })
    .from(cancelledAppointments)
    .where(and(eq(cancelledAppointments.doctorId, doctorId), eq(cancelledAppointments.patientId, patientId)));
  return { held, cancelled };
}

/** The doctor's consultations of this patient, newest first. */
export async function listConsultations(db: DbOrTx, doctorId: number, patientId: number) {
  return db
    .select(consultationColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(and(eq(consultations.doctorId, doctorId), eq(consultations.patientId, patientId)))
    .orderBy(desc(consultations.dateCreated), desc(consultations.id));
}

export async function listPrescriptions(db: DbOrTx, doctorId: number, patientId: number) {
  return db
    .select({
      id: prescriptions.id,
      code: prescriptions.code,
      consultationId: prescriptions.consultationId,
      issuedAt: prescriptions.issuedAt,
      revokedAt: prescriptions.revokedAt,
    })
    .from(prescriptions)
    .innerJoin(consultations, eq(consultations.id, prescriptions.consultationId))
    .where(and(eq(consultations.doctorId, doctorId), eq(consultations.patientId, patientId)))
    .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.id));
}

/** The folders shared with the doctor now (of one patient, or of all), with their number of files. */
export async function listSharedFolders(db: DbOrTx, doctorId: number, at: Date, patientId?: number) {
  return db
    .select({
      id: folders.id,
      name: folders.name,
      patient: folders.patientId,
      patientName: patients.fullName,
      files: count(files.id),
      grantedAt: folderAccessGrants.createdAt,
      expiresAt: folderAccessGrants.expiresAt,
    })
    .from(folderAccessGrants)
    .innerJoin(folders, eq(folders.id, folderAccessGrants.folderId))
    .innerJoin(patients, eq(patients.id, folders.patientId))
    .leftJoin(files, eq(files.folderId, folders.id))
    .where(
      and(
        eq(folderAccessGrants.doctorId, doctorId),
        liveGrant(at),
        isNull(patients.deletedAt),
        patientId === undefined ? undefined : eq(folders.patientId, patientId),
      ),
    )
    .groupBy(folders.id, patients.id, folderAccessGrants.id)
    .orderBy(asc(patients.fullName), asc(folders.name), asc(folders.id));
}

export async function findConversation(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.doctorId, doctorId), eq(conversations.patientId, patientId)));
  return row?.id ?? null;
}
