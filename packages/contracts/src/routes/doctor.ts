import { agenda } from './doctor/agenda.ts';
import { consultations } from './doctor/consultations.ts';
import { overview } from './doctor/overview.ts';
import { record } from './doctor/record.ts';

/** The doctor's area (apps/api/src/modules/doctor), by sub-area. */
export const doctor = { agenda, consultations, overview, record } as const;
