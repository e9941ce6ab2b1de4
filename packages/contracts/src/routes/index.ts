// The route table: every route of the API, by module (README, "How to add a route"). The API
// registers each with `serve` (apps/api/src/lib/routes/serve.ts); the web calls them through the
// addresses generated from this table (`npm run routes` writes addresses.ts).
import { contact } from './contact.ts';
import { doctor } from './doctor.ts';
import { doctorDirectory } from './doctor-directory.ts';
import { recommendation } from './recommendation.ts';

export const routes = { contact, doctor, doctorDirectory, recommendation } as const;

export * from './define.ts';
