import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ACCOUNT_DATA_MESSAGES as M, type DataExport } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict, HttpError, notFound } from '#api/lib/errors.ts';
import { ObjectNotFoundError } from '#api/lib/storage/storage.ts';
import { BUILD_JOB } from './jobs.ts';
import * as repo from './repository.ts';
import type { ExportRow } from './repository.ts';

export const EXPORT_PREFIX = 'exports';

const gone = () => new HttpError(410, { detail: M.expired });

/** The API's view of an export (an expired one is never shown). */
export function exportView(row: ExportRow): DataExport {
  return {
    id: row.id,
    status: row.status === 'expired' ? 'ready' : row.status,
    progress: row.progress,
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.status === 'ready' ? row.size : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createExportService(deps: Deps) {
  const { db, storage } = deps;

  /** Removes stored objects whose rows no longer name them; the orphan sweep catches a failure. */
  async function deleteObjects(keys: string[]) {
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }

  /** The patient's exports past their day: marked expired, their objects deleted. */
  async function expireDue(patientId: number) {
    const keys = await db.transaction((tx) => repo.expireDue(tx, deps.now(), patientId));
    await deleteObjects(keys);
  }

  return {
    /**
     * Starts building the patient's export, or answers the current one: on its way, or ready and not
     * expired yet. One copy of a patient's data at a time; a new one once the last expired.
     */
    async start(identity: Identity, patientId: number): Promise<DataExport> {
      await expireDue(patientId);
      const row = await db.transaction(async (tx) => {
        const current = await repo.currentExport(tx, patientId);
        if (current) return current;
        const key = `${EXPORT_PREFIX}/${randomBytes(16).toString('hex')}`;
        const created =
          (await repo.insertExport(tx, patientId, key)) ?? (await repo.runningExport(tx, patientId));
        if (!created) throw new Error('export neither created nor running');
        if (created.storageKey === key) {
          await deps.jobs.enqueue(tx, BUILD_JOB, { exportId: created.id }, { key: `build:${created.id}` });
          await audit(tx, identity, 'export', 'patient', patientId, patientId);
        }
        return created;
      });
      return exportView(row);
    },

    /** The newest export, or null when there is none (never made, or expired): not an error. */
    async status(patientId: number): Promise<DataExport | null> {
      await expireDue(patientId);
      const row = await repo.latestExport(db, patientId);
      return row ? exportView(row) : null;
    },

    /** The ZIP's bytes while the export has not expired; 410 after, and its object goes. */
    async download(
      patientId: number,
      exportId: number,
    ): Promise<{ stream: Readable; size: number | null; readyAt: Date }> {
      await expireDue(patientId);
      const row = await repo.findExport(db, exportId);
      if (!row || row.patientId !== patientId) throw notFound(M.exportNotFound);
      if (row.status === 'expired') throw gone();
      if (row.status !== 'ready' || !row.storageKey || !row.readyAt) throw conflict(M.notReady);
      try {
        return { stream: await storage.get(row.storageKey), size: row.size, readyAt: row.readyAt };
      } catch (error) {
        // Its object went with the expiry job a moment ago.
        if (error instanceof ObjectNotFoundError) throw gone();
        throw error;
      }
    },
  };
}
