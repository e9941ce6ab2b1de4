// Whose session ended while a page was open or since the last visit: the sign-in page follows
// `next` (the page that was open) only when that same account signs in again, so that another
// person signing in on this device is never sent to the previous account's page. Only the account's
// id is kept, the same id local storage held while it was signed in, and only until the next sign-in.

const KEY = 'sessionEndedFor';

/** Remembers the account whose session just ended (its user id), before the ids are cleared. */
export function rememberEndedSession(userId: string | null): void {
  if (userId === null) return;
  try {
    window.localStorage.setItem(KEY, userId);
  } catch {
    // Storage refused: the next sign-in then follows no `next` after a session ended.
  }
}

/** The user id whose session ended, forgotten as it is read (at a sign-in); null when none is known. */
export function takeEndedSession(): string | null {
  try {
    const userId = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return userId;
  } catch {
    return null;
  }
}
