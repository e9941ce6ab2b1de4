import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { patients, users } from '#api/db/schema/index.ts';

/** A verification code for the contact it is sent to (modules/auth/verification.ts). */
export const CONTACT_CODE_KIND = 'contact.code';
/** A password-recovery code, sent only to an account's own email (docs/security.md). */
export const PASSWORD_RESET_KIND = 'password-reset';

/** An invitation a doctor sent to be their assistant: the address's own code to make an account. */
export const ASSISTANT_INVITE_KIND = 'assistant.invite';

/** The only kinds that reach a contact before it is verified: each is that contact's own code. */
const CODE_KINDS: ReadonlySet<string> = new Set([
  CONTACT_CODE_KIND,
  PASSWORD_RESET_KIND,
  ASSISTANT_INVITE_KIND,
]);

/**
 * Whether a message may go out: its recipient must be an account's verified email or mobile
 * number (the account the message names, when it names one), unless the message is a code for
 * that very contact. Every mail and text passes here at delivery, so nothing queued today or
 * later reaches an address nobody has proved they hold.
 */
export async function mayReceive(
  db: DbOrTx,
  message: { channel: string; kind: string; recipient: string; userId: number | null },
): Promise<boolean> {
  if (CODE_KINDS.has(message.kind)) return true;
  const verified: SQL | undefined =
    message.channel === 'sms'
      ? and(eq(users.phone, message.recipient), isNotNull(users.phoneVerifiedAt))
      : and(eq(users.email, message.recipient.toLowerCase()), isNotNull(users.emailVerifiedAt));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(message.userId === null ? verified : and(verified, eq(users.id, message.userId)))
    .limit(1);
  if (row) return true;
  if (message.channel !== 'sms' || message.userId !== null) return false;
  const [contact] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.contactOnly, true), eq(patients.phoneNumber, message.recipient)))
    .limit(1);
  return contact !== undefined;
}
