// The route table: every route of the API, by module (README, "How to add a route"). The API
// registers each with `serve` (apps/api/src/lib/routes/serve.ts); the web calls them through the
// addresses generated from this table (`npm run routes` writes addresses/, one file per entry).
import { accountData } from './account-data.ts';
import { admin } from './admin.ts';
import { appointments } from './appointments.ts';
import { assistants } from './assistants.ts';
import { auth, session } from './auth.ts';
import { contact } from './contact.ts';
import { events } from './events.ts';
import { health } from './health.ts';
import { media } from './media.ts';
import { doctor } from './doctor.ts';
import { doctorDirectory } from './doctor-directory.ts';
import { messaging } from './messaging.ts';
import { notifications } from './notifications.ts';
import { patient } from './patient.ts';
import { prescriptions } from './prescriptions.ts';
import { privacy } from './privacy.ts';
import { recommendation } from './recommendation.ts';
import { relatives } from './relatives.ts';
import { visits } from './visits.ts';

export const routes = {
  accountData,
  admin,
  appointments,
  assistants,
  auth,
  contact,
  events,
  health,
  media,
  doctor,
  doctorDirectory,
  messaging,
  notifications,
  patient,
  prescriptions,
  privacy,
  recommendation,
  relatives,
  session,
  visits,
} as const;

export * from './define.ts';
