// The route table: every route of the API, by module (README, "How to add a route"). The API
// registers each with `serve` (apps/api/src/lib/routes/serve.ts); the web calls them through the
// addresses generated from this table (`npm run routes` writes addresses.ts).
import { appointments } from './appointments.ts';
import { contact } from './contact.ts';
import { doctor } from './doctor.ts';
import { doctorDirectory } from './doctor-directory.ts';
import { messaging } from './messaging.ts';
import { patient } from './patient.ts';
import { prescriptions } from './prescriptions.ts';
import { recommendation } from './recommendation.ts';
import { relatives } from './relatives.ts';
import { visits } from './visits.ts';

export const routes = {
  appointments,
  contact,
  doctor,
  doctorDirectory,
  messaging,
  patient,
  prescriptions,
  recommendation,
  relatives,
  visits,
} as const;

export * from './define.ts';
