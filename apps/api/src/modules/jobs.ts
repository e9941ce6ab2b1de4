import type { Deps } from '#api/deps.ts';
import type { ModuleJobs } from '#api/lib/jobs/index.ts';
import { exportJobs } from './account-data/export/jobs.ts';
import { defineReminderJob } from './appointments/reminders/jobs.ts';
import { defineWaitlistJob } from './appointments/waitlist/jobs.ts';
import { authJobs } from './auth/jobs.ts';
import { openingHoursJobs } from './doctor/opening-hours/jobs.ts';

/**
 * Every module's jobs (each module's `jobs.ts`), defined at boot whether or not this process
 * serves the module's routes. Mail and SMS are `lib/messages`'.
 */
const appointmentJobs: ModuleJobs = {
  define(deps) {
    defineReminderJob(deps);
    defineWaitlistJob(deps);
  },
};

export const MODULE_JOBS: ModuleJobs[] = [appointmentJobs, authJobs, exportJobs, openingHoursJobs];

/** Before the queue starts. */
export function defineModuleJobs(deps: Deps) {
  for (const jobs of MODULE_JOBS) jobs.define(deps);
}

/** Once the queue has started: the jobs each module schedules at boot. */
export async function afterJobsStart(deps: Deps) {
  for (const jobs of MODULE_JOBS) await jobs.afterStart?.(deps);
}
