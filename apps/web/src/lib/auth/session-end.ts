import { browser } from '../browser.ts';
import { paths } from '../paths.ts';
import { clearIds, readIds } from './auth-storage.ts';
import { rememberEndedSession } from './ended-session.ts';

// The one place where a session that ends while a page is open is handled: the server refused the
// refresh token (signed out on another device or by the server, expired). Called by the API
// client; downloaded with it, never by a visitor's first page.

let leaving = false;

/** True once the user is on their way to the sign-in page: the page is being left. */
export const leavingToSignIn = () => leaving;

/**
 * The sign-in page saying the session ended, which brings the user back to `here` afterwards, if
 * the same account signs in (ended-session.ts).
 */
export function signInAgainPath(here: string): string {
  return `${paths.login}?session=ended&next=${encodeURIComponent(here)}`;
}

/**
 * Forgets the remembered account (its ids, the appointments kept for offline use) and takes the
 * user to sign in again. True when it did, or already does; false for a visitor, who had no session
 * to end: their page keeps its 401.
 */
export function endSession(): boolean {
  if (leaving) return true;
  if (readIds().userId === null) return false;
  leaving = true;
  const here = window.location.pathname + window.location.search;
  void import('../offline/saved-appointments.ts')
    .then((saved) => saved.clearSavedAppointments())
    .catch(() => undefined)
    .then(() => {
      rememberEndedSession(readIds().userId);
      clearIds();
      browser.assign(signInAgainPath(here));
    });
  return true;
}
