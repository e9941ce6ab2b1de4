import { agenda } from './doctor/agenda.ts';

/** The doctor's area (apps/api/src/modules/doctor), by sub-area. */
export const doctor = { agenda } as const;
