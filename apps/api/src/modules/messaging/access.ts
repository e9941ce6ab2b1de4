import type { DbOrTx } from '#api/db/client.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { forbidden, notFound } from '#api/lib/errors.ts';
import { type ConversationRow, findConversation, type Side } from './repository.ts';

export interface Participant {
  conversation: ConversationRow;
  side: Side;
  /** The user id of the other party, whose event stream hears of changes. */
  otherSide: Side;
}

/**
 * The one rule for a conversation: only its patient and its doctor open, read or post in it.
 * Anyone else gets the same 404 as for an unknown id (decision 0075).
 */
export async function participant(
  db: DbOrTx,
  identity: Identity,
  conversationId: number,
): Promise<Participant> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found.');
  if (identity.patientId !== null && identity.patientId === conversation.patientId)
    return { conversation, side: 'patient', otherSide: 'doctor' };
  if (identity.doctorId !== null && identity.doctorId === conversation.doctorId)
    return { conversation, side: 'doctor', otherSide: 'patient' };
  throw notFound('Conversation not found.');
}

/** The caller's side in the inbox: a patient id wins over a doctor id, as in the web app. */
export function inboxSide(identity: Identity): { side: Side; ownId: number } {
  if (identity.patientId !== null) return { side: 'patient', ownId: identity.patientId };
  if (identity.doctorId !== null) return { side: 'doctor', ownId: identity.doctorId };
  throw forbidden('Only patients and doctors have an inbox.');
}
