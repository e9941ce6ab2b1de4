import { and, desc, eq, gt, isNull, lt, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  folderAccessGrants,
  conversationMessages as messages,
  consultations,
  conversations,
  doctors,
  files,
  folders,
  patients,
  users,
} from '#api/db/schema/index.ts';
import { withdrawnSince } from '#api/lib/access/patient-consent.ts';

export type Side = 'patient' | 'doctor';

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  body: messages.body,
  fileId: messages.fileId,
  fileName: messages.fileName,
  fileWithdrawnAt: messages.fileWithdrawnAt,
  clientId: messages.clientId,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/**
 * Opens the conversations a user may have: one per doctor the patient booked with or granted a
 * folder to (a doctor adding a patient to their list, or writing an appointment for them, is not
 * the patient's consent), never with a former patient. One idempotent statement; existing pairs are left as they are.
 */
export async function openConversations(db: DbOrTx, side: Side, ownId: number, at: Date) {
  const own = (doctorColumn: string, patientColumn: string) =>
    sql.raw(side === 'patient' ? patientColumn : doctorColumn);
  await db.execute(sql`
    INSERT INTO conversations (doctor_id, patient_id)
    SELECT consent.doctor_id, consent.patient_id FROM (
      SELECT a.doctor_id, a.patient_id FROM appointments a
        WHERE ${own('a.doctor_id', 'a.patient_id')} = ${ownId} AND a.booked_by_patient
          AND NOT ${withdrawnSince(sql`a.doctor_id`, sql`a.patient_id`, sql`a.created_at`)}
      UNION
      SELECT g.doctor_id, f.patient_id FROM folder_access_grants g JOIN folders f ON f.id = g.folder_id
        WHERE ${own('g.doctor_id', 'f.patient_id')} = ${ownId}
          AND (g.expires_at IS NULL OR g.expires_at > ${at.toISOString()})
    ) consent
    JOIN patients p ON p.id = consent.patient_id AND p.deleted_at IS NULL
    ON CONFLICT (doctor_id, patient_id) DO NOTHING`);
}

/**
 * Whether the doctor may still write to the patient: the patient booked with them (since they last
 * withdrew their consent from the doctor) or grants them a folder now.
 */
export async function doctorMayWrite(db: DbOrTx, doctorId: number, patientId: number, at: Date) {
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.patientId, patientId),
        eq(appointments.bookedByPatient, true),
        not(withdrawnSince(doctorId, patientId, appointments.createdAt)),
      ),
    )
    .limit(1);
  if (booked) return true;
  const [granted] = await db
    .select({ id: folderAccessGrants.id })
    .from(folderAccessGrants)
    .innerJoin(folders, eq(folders.id, folderAccessGrants.folderId))
    .where(
      and(
        eq(folderAccessGrants.doctorId, doctorId),
        eq(folders.patientId, patientId),
        or(isNull(folderAccessGrants.expiresAt), gt(folderAccessGrants.expiresAt, at)),
      ),
    )
    .limit(1);
  return granted !== undefined;
}

/** The caller's conversations with the other party, the last message and the unread count. */
export async function listConversations(db: DbOrTx, side: Side, ownId: number) {
  const other = side === 'patient' ? doctors : patients;
  const otherId = side === 'patient' ? conversations.doctorId : conversations.patientId;
  const own = side === 'patient' ? conversations.patientId : conversations.doctorId;
  const lastId = sql<
    number | null
  >`(SELECT max(m.id) FROM conversation_messages m WHERE m.conversation_id = ${conversations.id})`;
  return db
    .select({
      id: conversations.id,
      otherId,
      otherName: other.fullName,
      otherPicture: other.pictureKey,
      lastId,
      unread: sql<number>`(SELECT count(*)::int FROM conversation_messages m
        WHERE m.conversation_id = ${conversations.id} AND m.sender <> ${side} AND m.read_at IS NULL)`,
      doctorVerified: sql<boolean>`(SELECT d.is_certified FROM doctors d WHERE d.id = ${conversations.doctorId})`,
      formerPatient: sql<boolean>`(SELECT p.deleted_at IS NOT NULL FROM patients p WHERE p.id = ${conversations.patientId})`,
      blockedAt: conversations.blockedAt,
      leftAt: conversations.leftAt,
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherId))
    .where(and(eq(own, ownId), side === 'patient' ? isNull(conversations.leftAt) : undefined))
    .orderBy(sql`${lastId} DESC NULLS LAST`, other.fullName);
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export async function findConversation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: conversations.id,
      doctorId: conversations.doctorId,
      patientId: conversations.patientId,
      blockedAt: conversations.blockedAt,
      leftAt: conversations.leftAt,
      formerPatient: sql<boolean>`(SELECT p.deleted_at IS NOT NULL FROM patients p WHERE p.id = ${conversations.patientId})`,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row ?? null;
}

/** The patient's say over the conversation: block (or unblock) the doctor, or leave it for good. */
export async function setPatientChoice(
  db: DbOrTx,
  id: number,
  choice: { blockedAt: Date | null } | { leftAt: Date },
) {
  await db.update(conversations).set(choice).where(eq(conversations.id, id));
}

export async function messagesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(messageColumns)
    .from(messages)
    .where(sql`${messages.id} IN ${ids}`);
}

/** One page of a thread, newest first, older than `before` when given. */
export async function listMessages(
  db: DbOrTx,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
}

export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'conversationId' | 'sender' | 'body' | 'fileId' | 'fileName' | 'clientId'
>;

/** Stores the message once per client id; a repeat returns null. */
export async function insertMessage(db: DbOrTx, values: NewMessage) {
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning(messageColumns);
  return row ?? null;
}

export async function messageByClientId(db: DbOrTx, conversationId: number, clientId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientId, clientId)));
  return row ?? null;
}

/** Marks the other party's messages up to `upTo` read; returns the ids newly marked. */
export async function markRead(db: DbOrTx, conversationId: number, reader: Side, upTo: number, at: Date) {
  return db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.sender, reader),
        isNull(messages.readAt),
        lte(messages.id, upTo),
      ),
    )
    .returning({ id: messages.id });
}

/** A file of the patient's own folders. */
export async function patientFile(db: DbOrTx, patientId: number, fileId: number) {
  const [row] = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(eq(files.id, fileId), eq(folders.patientId, patientId)));
  return row ?? null;
}

/**
 * A file attached to a message of the conversation: the only files this thread shares. For the
 * doctor, not once withdrawn (the patient revoked their access to its folder) nor while their grant
 * of its folder has expired.
 */
export async function sharedFile(
  db: DbOrTx,
  conversation: { id: number; doctorId: number },
  fileId: number,
  forDoctor: boolean,
  at: Date,
) {
  const expiredGrant = sql`EXISTS (SELECT 1 FROM folder_access_grants g WHERE g.folder_id = ${files.folderId}
    AND g.doctor_id = ${conversation.doctorId} AND g.expires_at <= ${at.toISOString()})`;
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      storageKey: files.storageKey,
      size: files.size,
      contentType: files.contentType,
    })
    .from(messages)
    .innerJoin(files, eq(files.id, messages.fileId))
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        eq(messages.fileId, fileId),
        forDoctor ? isNull(messages.fileWithdrawnAt) : undefined,
        forDoctor ? sql`NOT ${expiredGrant}` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Withdraws from their doctor the files attached in messages of `conversations` that are among `files`. */
function withdrawFiles(db: DbOrTx, conversations: SQL, files: SQL, at: Date) {
  return db
    .update(messages)
    .set({ fileWithdrawnAt: at })
    .where(
      and(
        isNull(messages.fileWithdrawnAt),
        sql`${messages.conversationId} IN (${conversations})`,
        sql`${messages.fileId} IN (${files})`,
      ),
    )
    .returning({ id: messages.id, conversationId: messages.conversationId });
}

/**
 * The patient withdrew their consent from the doctor: every file of theirs they attached in
 * messages to this doctor is withdrawn from the doctor. Returns the messages changed.
 */
export function withdrawPatientAttachments(db: DbOrTx, doctorId: number, patientId: number, at: Date) {
  return withdrawFiles(
    db,
    sql`SELECT c.id FROM conversations c WHERE c.doctor_id = ${doctorId} AND c.patient_id = ${patientId}`,
    sql`SELECT f.id FROM files f JOIN folders d ON d.id = f.folder_id WHERE d.patient_id = ${patientId}`,
    at,
  );
}

/**
 * The patient revoked the doctor's access to the folder: that folder's files the patient attached
 * in messages to this doctor are withdrawn from the doctor too. Returns the messages changed.
 */
export function withdrawAttachments(db: DbOrTx, doctorId: number, folderId: number, at: Date) {
  return withdrawFiles(
    db,
    sql`SELECT c.id FROM conversations c WHERE c.doctor_id = ${doctorId}`,
    sql`SELECT f.id FROM files f WHERE f.folder_id = ${folderId}`,
    at,
  );
}

/** The user accounts of a conversation's patient and doctor. */
export async function participantUsers(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .select({ doctorUser: doctors.userId, patientUser: users.id })
    .from(doctors)
    .innerJoin(patients, eq(patients.id, patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(doctors.id, doctorId));
  if (!row) throw new Error('conversation without its people');
  return { doctor: row.doctorUser, patient: row.patientUser };
}

export async function insertNote(
  db: DbOrTx,
  pair: { doctorId: number; patientId: number },
  objective: string,
  content: string,
) {
  const [row] = await db
    .insert(consultations)
    .values({ doctorId: pair.doctorId, patientId: pair.patientId, objective, content })
    .returning({ id: consultations.id });
  return row;
}
