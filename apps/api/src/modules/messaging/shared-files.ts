import type { Deps } from '#api/deps.ts';
import { auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { ObjectNotFoundError } from '#api/lib/storage/storage.ts';
import { participant } from './access.ts';
import { sharedFile } from './repository.ts';

/**
 * A file the patient attached in this conversation: both of its people may read it (the doctor
 * until the patient revokes their access to its folder), and no other file of the patient's
 * folders is reached this way.
 */
export async function openSharedFile(deps: Deps, identity: Identity, conversationId: number, fileId: number) {
  const { conversation, side } = await participant(deps.db, identity, conversationId);
  const row = await sharedFile(deps.db, conversation, fileId, side === 'doctor', deps.now());
  if (!row) throw notFound('File not found.');
  try {
    const body = await deps.storage.get(row.storageKey);
    auditRead(
      deps.audit,
      identity,
      'download',
      { entity: 'file', entityId: fileId, patientId: conversation.patientId },
      deps.now(),
    );
    return { row, body };
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw notFound('File not found.');
    throw error;
  }
}
