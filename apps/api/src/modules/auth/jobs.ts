import type { ModuleJobs } from '#api/lib/jobs/index.ts';
import { issueResetCode, RESET_CODE_JOB } from './recovery.ts';

export const authJobs: ModuleJobs = {
  define(deps) {
    deps.jobs.define<{ email: string }>({
      name: RESET_CODE_JOB,
      retryLimit: 3,
      run: ({ email }, { tx }) => issueResetCode(deps, tx, email),
    });
  },
};
