import type { threadNoteBody } from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import { refuseFormerPatient } from '#api/lib/access/former-patient.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { forbidden } from '#api/lib/errors.ts';
import { participant } from './access.ts';
import { insertNote } from './repository.ts';

/** The doctor keeps a thread as a consultation note of the patient (a consultation record). */
export async function createThreadNote(
  deps: Deps,
  identity: Identity,
  conversationId: number,
  input: z.output<typeof threadNoteBody>,
) {
  return deps.db.transaction(async (tx) => {
    const { conversation, side } = await participant(tx, identity, conversationId);
    if (side !== 'doctor') throw forbidden('Only the doctor writes a consultation note.');
    await refuseFormerPatient(tx, conversation.patientId);
    const row = await insertNote(tx, conversation, input.objective, input.content);
    if (!row) throw new Error('consultation not created');
    await audit(tx, identity, 'create', 'consultation', row.id, conversation.patientId);
    return { id: row.id };
  });
}
