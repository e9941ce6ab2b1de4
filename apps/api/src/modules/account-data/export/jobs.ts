import { EXPORT_TTL_HOURS, type ExportEvent } from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import type { ModuleJobs } from '#api/lib/jobs/index.ts';
import { buildArchive } from './archive.ts';
import * as repo from './repository.ts';

export const BUILD_JOB = 'exports.build';
const EXPIRE_JOB = 'exports.expire';
const HOUR = 3_600_000;
/** An export of a few hundred megabytes may take minutes; a crashed one is taken over after this. */
const BUILD_CLAIM_SECONDS = 30 * 60;

const publish = (deps: Deps, handle: DbOrTx, userId: number, event: ExportEvent) =>
  deps.events.publish(handle, userId, 'export', event);

/** Writes progress as the archive is made, one write at a time, always the latest figure. */
function progressWriter(deps: Deps, exportId: number, userId: number) {
  const { db } = deps;
  let wanted = true;
  let next: number | null = null;
  let writing: Promise<void> | null = null;
  const write = async (progress: number) => {
    if (!(await repo.setProgress(db, exportId, { progress }))) {
      wanted = false;
      return;
    }
    await publish(deps, db, userId, { id: exportId, status: 'building', progress });
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

/** Building an export (the archive, then ready with its expiry scheduled), and its expiry. */
export const exportJobs: ModuleJobs = {
  define(deps) {
    const { db, storage } = deps;

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
        const progress = progressWriter(deps, exportId, userId);
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
        if (userId !== null) await publish(deps, tx, userId, { id: row.id, status: 'ready', progress: 100 });
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
          await publish(deps, db, userId, { id: row.id, status: 'failed', progress: row.progress });
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
  },
};
