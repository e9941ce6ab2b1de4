import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import type { ModuleJobs } from '#api/lib/jobs/index.ts';
import { addDays, localOf } from './local-time.ts';
import * as repo from './repository.ts';
import { syncFreeSlots } from './sync.ts';

const TOP_UP_JOB = 'opening-hours.top-up';
const SYNC_JOB = 'opening-hours.sync';
/** The daily top-up runs a little after midnight, Algeria time. */
const TOP_UP_MINUTES_AFTER_MIDNIGHT = 10;

async function scheduleTopUp(deps: Deps, tx: DbOrTx, day: string) {
  const runAt = new Date(Date.parse(`${day}T00:00:00Z`) + (TOP_UP_MINUTES_AFTER_MIDNIGHT - 60) * 60_000);
  await deps.jobs.enqueue(tx, TOP_UP_JOB, { day }, { runAt, key: day });
}

/** A doctor's free slots kept in step with their hours, and the horizon moved on each day. */
export const openingHoursJobs: ModuleJobs = {
  define(deps) {
    deps.jobs.define<{ doctorId: number }>({
      name: SYNC_JOB,
      retryLimit: 3,
      async run({ doctorId }, { tx }) {
        await syncFreeSlots(tx, doctorId, deps.now());
      },
    });

    // Each day the horizon moves one day on: every doctor with hours gets that day's slots. The
    // job's key is the day, so the processes that each schedule it at boot and each run that
    // schedules the next one make one job a day.
    deps.jobs.define<{ day: string }>({
      name: TOP_UP_JOB,
      retryLimit: 3,
      async run({ day }, { tx }) {
        for (const doctorId of await repo.doctorsWithHours(tx)) {
          await deps.jobs.enqueue(tx, SYNC_JOB, { doctorId }, { key: `${doctorId}:${day}` });
        }
        await scheduleTopUp(deps, tx, addDays(day, 1));
      },
    });
  },

  /** Today's top-up, if no process scheduled it yet. */
  afterStart: (deps) => scheduleTopUp(deps, deps.db, localOf(deps.now()).day),
};
