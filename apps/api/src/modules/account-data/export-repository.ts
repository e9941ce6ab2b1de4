import { and, asc, desc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointments,
  bloodTests,
  cancelledAppointments,
  consultations,
  conversationMessages,
  conversations,
  dataExports,
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
} from '../../db/schema/index.ts';

const exportColumns = {
  id: dataExports.id,
  patientId: dataExports.patientId,
  status: dataExports.status,
  progress: dataExports.progress,
  storageKey: dataExports.storageKey,
  size: dataExports.size,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  createdAt: dataExports.createdAt,
};

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export async function findExport(db: DbOrTx, id: number) {
  const [row] = await db.select(exportColumns).from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** The patient's newest export that has not expired (a failed one included: it says so). */
export async function latestExport(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.patientId, patientId), ne(dataExports.status, 'expired')))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** The export on its way or ready (expired ones are marked so before this is asked). */
export async function currentExport(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(
      and(eq(dataExports.patientId, patientId), inArray(dataExports.status, ['queued', 'building', 'ready'])),
    )
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

export async function runningExport(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.patientId, patientId), inArray(dataExports.status, ['queued', 'building'])));
  return row ?? null;
}

/** A new queued export; null when one is already queued or building (one at a time). */
export async function insertExport(db: DbOrTx, patientId: number, storageKey: string) {
  const [row] = await db
    .insert(dataExports)
    .values({ patientId, storageKey })
    .onConflictDoNothing()
    .returning(exportColumns);
  return row ?? null;
}

/** Moves a queued or building export on; answers false when it is gone or already past that. */
export async function setProgress(
  db: DbOrTx,
  id: number,
  values: { progress?: number; size?: number },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'building', ...values })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building'])))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function markReady(db: DbOrTx, id: number, at: Date, expiresAt: Date) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', progress: 100, readyAt: at, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building'), isNotNull(dataExports.size)))
    .returning(exportColumns);
  return row ?? null;
}

/** Marks one ready export expired once its time has come; answers whether it did. */
export async function expireOne(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, at)))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/** The account of a patient, for their event stream; null once they deleted it. */
export async function userOfPatient(db: DbOrTx, patientId: number): Promise<number | null> {
  const [row] = await db.select({ userId: patients.userId }).from(patients).where(eq(patients.id, patientId));
  return row?.userId ?? null;
}

export async function markFailed(db: DbOrTx, id: number) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building'])))
    .returning(exportColumns);
  return row ?? null;
}

/**
 * Marks the ready exports past their expiry (of one patient, or all) expired and answers the keys
 * of their objects, which the caller deletes once this has committed. Run it in a transaction.
 */
export async function expireDue(db: DbOrTx, at: Date, patientId?: number): Promise<string[]> {
  const due = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'ready'),
        lte(dataExports.expiresAt, at),
        patientId === undefined ? undefined : eq(dataExports.patientId, patientId),
      ),
    )
    .for('update');
  if (due.length === 0) return [];
  await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null })
    .where(
      inArray(
        dataExports.id,
        due.map((d) => d.id),
      ),
    );
  return due.map((d) => d.key).filter((k): k is string => k !== null);
}

// What goes into the export.

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
