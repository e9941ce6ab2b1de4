import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  cancelledAppointments,
  consultations,
  conversations,
  dataExports,
  doctorPatients,
  doctors,
  files,
  folderAccessGrants,
  folderAccessRequests,
  folders,
  messages,
  notifications,
  patients,
  prescriptions,
  relatives,
  userEvents,
  users,
} from '#api/db/schema/index.ts';
import { liveGrant } from '#api/lib/access/folder-access.ts';
import { forgetRelativeNames } from '#api/modules/appointments/changes/repository.ts';
import { leaveEveryWaitlist } from '#api/modules/appointments/waitlist/repository.ts';

/** The patient of the account, locked until the deletion commits; null when already deleted. */
export async function lockPatient(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: patients.id, fullName: patients.fullName, pictureKey: patients.pictureKey })
    .from(patients)
    .where(eq(patients.userId, userId))
    .for('update');
  return row ?? null;
}

/** Every stored object that names the patient's data: folder files and exports. */
export async function storedKeysOf(db: DbOrTx, patientId: number): Promise<string[]> {
  const fileKeys = await db
    .select({ key: files.storageKey })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(eq(folders.patientId, patientId));
  const exportKeys = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.patientId, patientId), isNotNull(dataExports.storageKey)));
  return [...fileKeys, ...exportKeys].map((r) => r.key).filter((k): k is string => k !== null);
}

/** The doctors who may read one of the patient's folders now, with their accounts. */
export async function doctorsWithAccess(db: DbOrTx, patientId: number, at: Date) {
  return db
    .selectDistinct({ doctorId: doctors.id, userId: doctors.userId })
    .from(folderAccessGrants)
    .innerJoin(folders, eq(folders.id, folderAccessGrants.folderId))
    .innerJoin(doctors, eq(doctors.id, folderAccessGrants.doctorId))
    .where(and(eq(folders.patientId, patientId), liveGrant(at)));
}

/** The patient's appointments still in the calendar, with their doctors' accounts. */
export async function appointmentsOf(db: DbOrTx, patientId: number) {
  return db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      doctorUserId: doctors.userId,
      slotId: appointments.slotId,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      visitKind: appointments.visitKind,
      sequence: appointments.calendarSequence,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.patientId, patientId))
    .for('update', { of: appointments });
}

export type CalendarAppointment = Awaited<ReturnType<typeof appointmentsOf>>[number];

/**
 * The events that told the patient's doctors about the patient's conversations and video visits
 * (message bodies, file names, signalling): a doctor's stream must not replay them after the
 * erasure. The patient's own events go with the account.
 */
export async function forgetEventsAbout(db: DbOrTx, patientId: number, appointmentIds: number[]) {
  const threads = (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.patientId, patientId))
  ).map((r) => r.id);
  const about = (key: string, ids: number[]) =>
    ids.length > 0 ? sql`(${userEvents.data} ->> ${key}) IN ${ids.map(String)}` : undefined;
  const conditions = [about('conversation', threads), about('appointment', appointmentIds)].filter(
    (c) => c !== undefined,
  );
  if (conditions.length > 0) await db.delete(userEvents).where(or(...conditions));
}

/** Ids of every appointment the patient ever had, in the calendar or cancelled. */
export async function appointmentIdsOf(db: DbOrTx, patientId: number): Promise<number[]> {
  const held = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.patientId, patientId));
  const cancelled = await db
    .select({ id: cancelledAppointments.id })
    .from(cancelledAppointments)
    .where(eq(cancelledAppointments.patientId, patientId));
  return [...held, ...cancelled].map((r) => r.id);
}

/** The doctors the patient ever had an appointment with, by account. */
export async function appointmentDoctorUsers(db: DbOrTx, patientId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: doctors.userId })
    .from(doctors)
    .where(
      or(
        inArray(
          doctors.id,
          db
            .select({ id: appointments.doctorId })
            .from(appointments)
            .where(eq(appointments.patientId, patientId)),
        ),
        inArray(
          doctors.id,
          db
            .select({ id: cancelledAppointments.doctorId })
            .from(cancelledAppointments)
            .where(eq(cancelledAppointments.patientId, patientId)),
        ),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The patient's name leaves the notifications other people got about their appointments. */
export async function forgetNameInNotifications(db: DbOrTx, userIds: number[], appointmentIds: number[]) {
  if (userIds.length === 0 || appointmentIds.length === 0) return;
  await db
    .update(notifications)
    .set({ data: sql`${notifications.data} - 'patient_name' - 'relative_name'` })
    .where(
      and(
        inArray(notifications.userId, userIds),
        sql`(${notifications.data} ->> 'appointment') IN (${sql.join(
          appointmentIds.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`,
      ),
    );
}

/**
 * Everything that is the patient's alone goes: folders with their files and grants, requests,
 * conversations with their messages, lists, the waitlist, exports. What doctors keep
 * (consultations, prescriptions, appointments) loses what named the patient.
 */
export async function eraseOwnData(db: DbOrTx, patientId: number) {
  await db.delete(folders).where(eq(folders.patientId, patientId));
  await db.delete(relatives).where(eq(relatives.patientId, patientId));
  // The appointments doctors keep no longer name the relative either.
  await forgetRelativeNames(db, patientId);
  await db.delete(folderAccessRequests).where(eq(folderAccessRequests.patientId, patientId));
  await db.delete(conversations).where(eq(conversations.patientId, patientId));
  await db.delete(doctorPatients).where(eq(doctorPatients.patientId, patientId));
  await leaveEveryWaitlist(db, patientId);
  await db.delete(dataExports).where(eq(dataExports.patientId, patientId));
  const theirs = db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.patientId, patientId));
  await db.update(consultations).set({ idCardPatient: '' }).where(eq(consultations.patientId, patientId));
  // A prescription keeps its medicines and its doctor for the pharmacist; not the patient's name.
  await db
    .update(prescriptions)
    .set({
      snapshot: sql`jsonb_set(jsonb_set(${prescriptions.snapshot}, '{patientName}', '""'), '{patientAge}', 'null')`,
    })
    .where(inArray(prescriptions.consultationId, theirs));
}

/** Mail and text messages to the account: unsent ones are dropped, sent ones forget the address. */
export async function forgetOutgoing(db: DbOrTx, userId: number) {
  await db.delete(messages).where(and(eq(messages.userId, userId), ne(messages.status, 'sent')));
  await db.update(messages).set({ recipient: '', body: null }).where(eq(messages.userId, userId));
}

/** The patient row becomes the pseudonymous "former patient" the kept records point to. */
export async function pseudonymize(db: DbOrTx, patientId: number, at: Date) {
  await db
    .update(patients)
    .set({
      userId: null,
      fullName: '',
      pictureKey: null,
      address: null,
      gender: null,
      dateOfBirth: null,
      phoneNumber: null,
      description: null,
      age: null,
      bloodType: null,
      searchText: '',
      deletedAt: at,
    })
    .where(eq(patients.id, patientId));
}

/** The account goes, and with it its sessions, reset codes, notifications and events. */
export async function deleteUser(db: DbOrTx, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}
