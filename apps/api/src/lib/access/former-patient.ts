import { FORMER_PATIENT } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { patients } from '#api/db/schema/index.ts';
import { conflict } from '../errors.ts';

/**
 * A patient who deleted their account stays as the pseudonymous patient of the records doctors
 * keep: those records are read, nothing new is written for them (409).
 */
export async function refuseFormerPatient(db: DbOrTx, patientId: number): Promise<void> {
  const [row] = await db
    .select({ deletedAt: patients.deletedAt })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (row?.deletedAt) throw conflict(FORMER_PATIENT);
}
