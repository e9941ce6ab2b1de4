import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { messages } from '#api/db/schema/index.ts';

export interface MessageBody {
  text: string;
  html?: string;
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  headers?: Record<string, string>;
}

export interface NewMessage {
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  userId?: number | null;
  appointmentId?: number | null;
  subject?: string;
  body: MessageBody;
}

export async function insertMessage(db: DbOrTx, message: NewMessage): Promise<string> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
  if (!row) throw new Error('message not stored');
  return row.id;
}

export async function messageToDeliver(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      kind: messages.kind,
      recipient: messages.recipient,
      userId: messages.userId,
      subject: messages.subject,
      body: messages.body,
      status: messages.status,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.id, id));
  return row ? { ...row, body: row.body as MessageBody | null } : null;
}

/** Delivered: the body is no longer needed (a reset code must not stay in the database). */
export async function markSent(db: DbOrTx, id: string, attempt: number, at: Date) {
  await db
    .update(messages)
    .set({ status: 'sent', body: null, attempts: attempt, sentAt: at, lastError: null })
    .where(eq(messages.id, id));
}

/** Not sent: its recipient is not a verified contact. The body goes, as after a delivery. */
export async function markWithheld(db: DbOrTx, id: string, attempt: number) {
  await db
    .update(messages)
    .set({ status: 'withheld', body: null, attempts: attempt, lastError: 'recipient not verified' })
    .where(eq(messages.id, id));
}

export async function markFailedAttempt(
  db: DbOrTx,
  id: string,
  values: { attempt: number; willRetry: boolean; error: string },
) {
  await db
    .update(messages)
    .set({
      status: values.willRetry ? 'retrying' : 'failed',
      attempts: values.attempt,
      lastError: values.error.slice(0, 500),
      body: values.willRetry ? sql`${messages.body}` : null,
    })
    .where(eq(messages.id, id));
}

/** What was sent about an appointment, newest first, for the doctor's delivery status. */
export async function messagesForAppointment(db: DbOrTx, appointmentId: number) {
  return db
    .select({
      id: messages.id,
      channel: messages.channel,
      kind: messages.kind,
      recipient: messages.recipient,
      status: messages.status,
      attempts: messages.attempts,
      sentAt: messages.sentAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.appointmentId, appointmentId))
    .orderBy(desc(messages.createdAt));
}
