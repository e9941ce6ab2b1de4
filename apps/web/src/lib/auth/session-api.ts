import { session } from '@reayah/contracts/addresses';
import { API_BASE, refreshAccess, request } from '../api-client.ts';

// Session endpoints used by the app shell (refresh on start, logout from any layout), downloaded
// by someone with a session only (auth-provider.tsx). They send the session's addresses through
// request() rather than call() (api-route.ts), whose code the pages that call the API load with them.

/** Exchange the refresh cookie; 200 means authenticated. Never throws. */
export async function refreshSession(): Promise<boolean> {
  return refreshAccess();
}

/** Clears the cookies server-side; a failure still lets the client sign out. */
export async function logoutSession(): Promise<void> {
  try {
    await request(`${API_BASE}${session.logout.path}`, { method: session.logout.method, body: {} });
  } catch {
    // The local sign-out below still happens.
  }
}
