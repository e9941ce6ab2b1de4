import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACCOUNT_DATA_MESSAGES as M,
  type DataExport,
  EXPORT_TTL_HOURS,
  type ExportEvent,
} from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict, HttpError, notFound } from '#api/lib/errors.ts';
import { ObjectNotFoundError } from '#api/lib/storage/storage.ts';
import { buildArchive } from './archive.ts';
import * as repo from './repository.ts';
import type { ExportRow } from './repository.ts';

export const EXPORT_PREFIX = 'exports';
const BUILD_JOB = 'exports.build';
const EXPIRE_JOB = 'exports.expire';
const HOUR = 3_600_000;
/** An export of a few hundred megabytes may take minutes; a crashed one is taken over after this. */
const BUILD_CLAIM_SECONDS = 30 * 60;

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

  const publish = (handle: DbOrTx, userId: number, event: ExportEvent) =>
    deps.events.publish(handle, userId, 'export', event);

  /** Removes stored objects whose rows no longer name them; the orphan sweep catches a failure. */
  async function deleteObjects(keys: string[]) {
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }

  /** The patient's exports past their day: marked expired, their objects deleted. */
  async function expireDue(patientId: number) {
    const keys = await db.transaction((tx) => repo.expireDue(tx, deps.now(), patientId));
    await deleteObjects(keys);
  }

  /** Writes progress as the archive is made, one write at a time, always the latest figure. */
  function progressWriter(exportId: number, userId: number) {
    let wanted = true;
    let next: number | null = null;
    let writing: Promise<void> | null = null;
    const write = async (progress: number) => {
      if (!(await repo.setProgress(db, exportId, { progress }))) {
        wanted = false;
        return;
      }
      await publish(db, userId, { id: exportId, status: 'building', progress });
    };
    const pump = async () => {
      while (next !== null && wanted) {
        const progress = next;
        next = null;
        await write(progress);
      }
      writing = null;
    };
    return {
      report(progress: number) {
        next = progress;
        writing ??= pump();
      },
      wanted: () => wanted,
      /** Waits for the writes in flight; answers whether the export is still wanted. */
      async settle() {
        await writing;
        return wanted;
      },
    };
  }

  deps.jobs.define<{ exportId: number }>({
    name: BUILD_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    claimSeconds: BUILD_CLAIM_SECONDS,
    async effect({ exportId }) {
      const row = await repo.findExport(db, exportId);
      if (!row?.storageKey || (row.status !== 'queued' && row.status !== 'building')) return;
      const userId = await repo.userOfPatient(db, row.patientId);
      if (userId === null) return;
      // Reads of the patient's data still queued in this process belong in the access log.
      await deps.audit.flush();
      const progress = progressWriter(exportId, userId);
      progress.report(0);
      let built: { size: number } | null;
      try {
        built = await buildArchive({
          db,
          storage,
          patientId: row.patientId,
          key: row.storageKey,
          now: deps.now(),
          onProgress: (percent) => progress.report(percent),
          stillWanted: progress.wanted,
        });
      } finally {
        await progress.settle();
      }
      // Gone meanwhile (the account was deleted): what was stored is nobody's.
      if (!built || !(await repo.setProgress(db, exportId, { size: built.size }))) {
        await storage.delete(row.storageKey);
      }
    },
    async run({ exportId }, { tx }) {
      const at = deps.now();
      const expiresAt = new Date(at.getTime() + EXPORT_TTL_HOURS * HOUR);
      const row = await repo.markReady(tx, exportId, at, expiresAt);
      if (!row) return;
      const userId = await repo.userOfPatient(tx, row.patientId);
      if (userId !== null) await publish(tx, userId, { id: row.id, status: 'ready', progress: 100 });
      // A minute late, so the clock of whichever process runs it has surely passed the expiry.
      await deps.jobs.enqueue(
        tx,
        EXPIRE_JOB,
        { exportId },
        { runAt: new Date(expiresAt.getTime() + 60_000), key: `expire:${exportId}` },
      );
    },
    async onFailure({ exportId }, { willRetry }) {
      if (willRetry) return;
      const row = await repo.markFailed(db, exportId);
      const userId = row ? await repo.userOfPatient(db, row.patientId) : null;
      if (row && userId !== null) {
        await publish(db, userId, { id: row.id, status: 'failed', progress: row.progress });
      }
    },
  });

  deps.jobs.define<{ exportId: number }>({
    name: EXPIRE_JOB,
    retryLimit: 5,
    async effect({ exportId }) {
      const row = await repo.findExport(db, exportId);
      if (row?.status !== 'ready' || !row.storageKey || !row.expiresAt) return;
      if (row.expiresAt > deps.now()) return;
      await storage.delete(row.storageKey);
    },
    async run({ exportId }, { tx }) {
      await repo.expireOne(tx, exportId, deps.now());
    },
  });

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
