import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  bloodTests,
  cancelledAppointments,
  consultations,
  conversationMessages,
  conversations,
  doctors,
  files,
  folderAccessGrants,
  folderAccessRequests,
  folders,
  medicineItems,
  notifications,
  patients,
  prescriptions,
  relatives,
  users,
  waitlistEntries,
} from '#api/db/schema/index.ts';

// What goes into the export: the patient's own data, read for the archive.

export async function accountOf(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      remindersOff: users.remindersOff,
      createdAt: users.createdAt,
      patientId: patients.id,
      fullName: patients.fullName,
      pictureKey: patients.pictureKey,
      address: patients.address,
      gender: patients.gender,
      dateOfBirth: patients.dateOfBirth,
      phoneNumber: patients.phoneNumber,
      description: patients.description,
      age: patients.age,
      bloodType: patients.bloodType,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.id, patientId));
  return row ?? null;
}

export async function appointmentsOf(db: DbOrTx, patientId: number) {
  const held = await db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      doctorName: doctors.fullName,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      visitKind: appointments.visitKind,
      reason: appointments.appointmentReason,
      typePerson: appointments.typePerson,
      isConfirmed: appointments.isConfirmed,
      isCompleted: appointments.isCompleted,
      noShow: appointments.noShow,
      relativeName: appointments.relativeName,
      relativeRelation: appointments.relativeRelation,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(asc(appointments.day), asc(appointments.startTime), asc(appointments.id));
  const cancelled = await db
    .select({
      id: cancelledAppointments.id,
      doctorId: cancelledAppointments.doctorId,
      doctorName: doctors.fullName,
      day: cancelledAppointments.day,
      startTime: cancelledAppointments.startTime,
      endTime: cancelledAppointments.endTime,
      visitKind: cancelledAppointments.visitKind,
      cancelledBy: cancelledAppointments.cancelledBy,
      reason: cancelledAppointments.reason,
      relativeName: cancelledAppointments.relativeName,
      relativeRelation: cancelledAppointments.relativeRelation,
      cancelledAt: cancelledAppointments.cancelledAt,
    })
    .from(cancelledAppointments)
    .innerJoin(doctors, eq(doctors.id, cancelledAppointments.doctorId))
    .where(eq(cancelledAppointments.patientId, patientId))
    .orderBy(asc(cancelledAppointments.day), asc(cancelledAppointments.startTime));
  return { held, cancelled };
}

export async function relativesOf(db: DbOrTx, patientId: number) {
  return db.select().from(relatives).where(eq(relatives.patientId, patientId)).orderBy(asc(relatives.id));
}

export async function consultationsOf(db: DbOrTx, patientId: number) {
  const rows = await db
    .select({
      id: consultations.id,
      doctorId: consultations.doctorId,
      doctorName: doctors.fullName,
      objective: consultations.objective,
      content: consultations.content,
      nextConsultation: consultations.nextConsultaion,
      isApproved: consultations.isApproved,
      createdAt: consultations.dateCreated,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.patientId, patientId))
    .orderBy(asc(consultations.dateCreated), asc(consultations.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { rows, tests: [], medicines: [], prescriptions: [] };
  const items = (t: typeof bloodTests) =>
    db
      .select({ consultation: t.consultationId, name: t.name, value: t.value })
      .from(t)
      .where(inArray(t.consultationId, ids))
      .orderBy(asc(t.id));
  return {
    rows,
    tests: await items(bloodTests),
    medicines: await db
      .select({
        consultation: medicineItems.consultationId,
        name: medicineItems.name,
        form: medicineItems.form,
        dose: medicineItems.dose,
        frequency: medicineItems.frequency,
        duration: medicineItems.duration,
        note: medicineItems.note,
      })
      .from(medicineItems)
      .where(inArray(medicineItems.consultationId, ids))
      .orderBy(asc(medicineItems.id)),
    prescriptions: await db
      .select({
        consultation: prescriptions.consultationId,
        code: prescriptions.code,
        snapshot: prescriptions.snapshot,
        issuedAt: prescriptions.issuedAt,
        revokedAt: prescriptions.revokedAt,
      })
      .from(prescriptions)
      .where(inArray(prescriptions.consultationId, ids))
      .orderBy(asc(prescriptions.id)),
  };
}

export async function conversationsOf(db: DbOrTx, patientId: number) {
  const threads = await db
    .select({ id: conversations.id, doctorId: conversations.doctorId, doctorName: doctors.fullName })
    .from(conversations)
    .innerJoin(doctors, eq(doctors.id, conversations.doctorId))
    .where(eq(conversations.patientId, patientId))
    .orderBy(asc(conversations.id));
  const ids = threads.map((t) => t.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select({
            id: conversationMessages.id,
            conversationId: conversationMessages.conversationId,
            sender: conversationMessages.sender,
            body: conversationMessages.body,
            fileName: conversationMessages.fileName,
            createdAt: conversationMessages.createdAt,
            readAt: conversationMessages.readAt,
          })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .orderBy(asc(conversationMessages.id));
  return { threads, messages };
}

/** Every file of every folder of the patient, folder by folder, oldest first. */
export async function filesOf(db: DbOrTx, patientId: number) {
  return db
    .select({
      folderId: folders.id,
      folderName: folders.name,
      fileId: files.id,
      fileName: files.name,
      storageKey: files.storageKey,
      size: files.size,
      contentType: files.contentType,
      createdAt: files.createdAt,
    })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(eq(folders.patientId, patientId))
    .orderBy(asc(folders.id), asc(files.id));
}

/** The patient's folders, empty ones too (they show as empty folders in the ZIP). */
export async function foldersOf(db: DbOrTx, patientId: number) {
  return db
    .select({ id: folders.id, name: folders.name, createdAt: folders.createdAt })
    .from(folders)
    .where(eq(folders.patientId, patientId))
    .orderBy(asc(folders.id));
}

/** Who may read which folder, who asked, what the patient was told and which doctors they wait for. */
export async function sharingOf(db: DbOrTx, patientId: number, userId: number) {
  const grants = await db
    .select({
      id: folderAccessGrants.id,
      doctorId: folderAccessGrants.doctorId,
      doctorName: doctors.fullName,
      folderId: folders.id,
      folderName: folders.name,
      expiresAt: folderAccessGrants.expiresAt,
      createdAt: folderAccessGrants.createdAt,
    })
    .from(folderAccessGrants)
    .innerJoin(folders, eq(folders.id, folderAccessGrants.folderId))
    .innerJoin(doctors, eq(doctors.id, folderAccessGrants.doctorId))
    .where(eq(folders.patientId, patientId))
    .orderBy(asc(folderAccessGrants.id));
  const requests = await db
    .select({
      id: folderAccessRequests.id,
      doctorId: folderAccessRequests.doctorId,
      doctorName: doctors.fullName,
      status: folderAccessRequests.status,
      createdAt: folderAccessRequests.createdAt,
      decidedAt: folderAccessRequests.decidedAt,
    })
    .from(folderAccessRequests)
    .innerJoin(doctors, eq(doctors.id, folderAccessRequests.doctorId))
    .where(eq(folderAccessRequests.patientId, patientId))
    .orderBy(asc(folderAccessRequests.id));
  const notes = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const waiting = await db
    .select({
      doctorId: waitlistEntries.doctorId,
      doctorName: doctors.fullName,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .where(eq(waitlistEntries.patientId, patientId))
    .orderBy(asc(waitlistEntries.id));
  return { grants, requests, notes, waiting };
}
