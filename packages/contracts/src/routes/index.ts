// The route table: every route of the API, by module (README, "How to add a route"). The API
// registers each with `serve` (apps/api/src/lib/routes/serve.ts); the web calls them through the
// addresses generated from this table (`npm run routes` writes addresses.ts).
import { accountData } from './account-data.ts';
import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { contact } from './contact.ts';
import { events } from './events.ts';
import { health } from './health.ts';
import { media } from './media.ts';
import { notifications } from './notifications.ts';
import { privacy } from './privacy.ts';

export const routes = {
  accountData,
  admin,
  auth,
  contact,
  events,
  health,
  media,
  notifications,
  privacy,
} as const;

export * from './define.ts';
