import { refreshAccess, request } from '../api-client.ts';
import { sessionPaths } from '../api-paths.ts';

// Session endpoints used by the app shell (refresh on start, logout from any layout).

/** Exchange the refresh cookie; 200 means authenticated. Never throws. */
export async function refreshSession(): Promise<boolean> {
  return refreshAccess();
}

/** Clears the cookies server-side; a failure still lets the client sign out. */
export async function logoutSession(): Promise<void> {
  try {
    await request(sessionPaths.logout, { method: 'POST', body: {} });
  } catch {
    // The local sign-out below still happens.
  }
}
