import type { visitConsultationBody } from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { forbidden } from '#api/lib/errors.ts';
import { insertConsultation } from '../doctor/consultations/repository.ts';
import { insertItem } from '../doctor/consultations/service.ts';
import { visitParty } from './access.ts';

/**
 * The doctor writes the consultation of a visit (findings, blood tests, medicines) without leaving
 * the call: the patient is the appointment's, all items are written with it or none are.
 */
export async function writeVisitConsultation(
  deps: Deps,
  identity: Identity,
  appointmentId: number,
  input: z.output<typeof visitConsultationBody>,
) {
  return deps.db.transaction(async (tx) => {
    const { visit, side } = await visitParty(tx, identity, appointmentId);
    if (side !== 'doctor') throw forbidden('Only the doctor writes the consultation.');
    const row = await insertConsultation(tx, {
      doctorId: visit.doctorId,
      patientId: visit.patientId,
      objective: input.objective,
      content: input.content,
      nextConsultaion: input.next_consultaion ?? null,
    });
    if (!row) throw new Error('consultation not created');
    for (const item of input.items ?? []) await insertItem(tx, row.id, item);
    await audit(tx, identity, 'create', 'consultation', row.id, visit.patientId);
    return { id: row.id };
  });
}
