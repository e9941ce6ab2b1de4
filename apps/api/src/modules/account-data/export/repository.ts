import { and, desc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { dataExports, patients } from '#api/db/schema/index.ts';

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
