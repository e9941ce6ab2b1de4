import { session } from '@reayah/contracts/addresses';
import { API_BASE, refreshStatus, request } from '../api-client.ts';
import type { SessionCheck } from './auth-context.ts';
import { readIds } from './auth-storage.ts';
import { rememberEndedSession } from './ended-session.ts';

// Session endpoints used by the app shell (refresh on start, logout from any layout), downloaded
// by someone with a session only (auth-provider.tsx). They send the session's addresses through
// request() rather than call() (api-route.ts), whose code the pages that call the API load with them.

/**
 * Exchanges the refresh cookie: 'live' when it gave a new access cookie, 'ended' when the server
 * refused it (signed out elsewhere, expired), 'unknown' when it could not say (offline). Never throws.
 */
export async function refreshSession(): Promise<SessionCheck> {
  const status = await refreshStatus();
  if (status !== null && status >= 200 && status < 300) return 'live';
  if (status !== 401) return 'unknown';
  // Before the provider forgets the ids: the sign-in page sends only this account back to `next`.
  rememberEndedSession(readIds().userId);
  return 'ended';
}

/** Clears the cookies server-side; a failure still lets the client sign out. */
export async function logoutSession(): Promise<void> {
  try {
    await request(`${API_BASE}${session.logout.path}`, { method: session.logout.method, body: {} });
  } catch {
    // The local sign-out below still happens.
  }
}
