import { agenda } from './doctor/agenda.ts';
import { clinic } from './doctor/clinic.ts';
import { consultations } from './doctor/consultations.ts';
import { openingHours } from './doctor/opening-hours.ts';
import { overview } from './doctor/overview.ts';
import { patients } from './doctor/patients.ts';
import { profile } from './doctor/profile.ts';
import { record } from './doctor/record.ts';

/** The doctor's area (apps/api/src/modules/doctor), by sub-area. */
export const doctor = {
  agenda,
  clinic,
  consultations,
  openingHours,
  overview,
  patients,
  profile,
  record,
} as const;
