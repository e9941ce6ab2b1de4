import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { browser } from '../browser.ts';
import { detectLanguage, i18n } from '../i18n/index.ts';
import { paths } from '../paths.ts';
import { type AuthApi, AuthContext, type AuthState, type SessionCheck } from './auth-context.ts';

// Loaded when someone signs in or out, not with the first screen.
const clearSavedAppointments = () =>
  import('../offline/saved-appointments.ts').then((saved) => saved.clearSavedAppointments());
import { clearIds, readIds, storeIds } from './auth-storage.ts';

// The session's calls, and the API client under them, are downloaded by someone with a session
// only: a visitor's first load does not carry them. When a session is remembered the download
// starts as the app's code runs, alongside the page's own chunks, so the start-up refresh waits
// for nothing more than before.
// Offline, the download fails like the calls would: the refresh answers false, the sign-out still
// happens, and the next attempt downloads again.
const loadSessionCalls = () => import('./session-api.ts');
let sessionApi: ReturnType<typeof loadSessionCalls> | undefined;
const sessionCalls = () =>
  (sessionApi ??= loadSessionCalls().catch((error: unknown) => {
    sessionApi = undefined;
    throw error;
  }));
if (readIds().userId !== null) sessionCalls().catch(() => undefined);
const refreshSession = () =>
  sessionCalls().then(
    (calls) => calls.refreshSession(),
    (): SessionCheck => 'unknown',
  );
const logoutSession = () =>
  sessionCalls().then(
    (calls) => calls.logoutSession(),
    () => undefined,
  );

interface Props {
  children: ReactNode;
  /** Start-up refresh; injectable for tests. */
  refresh?: () => Promise<SessionCheck>;
  /** Full-page navigation; injectable for tests. */
  redirect?: (url: string) => void;
}

const hardRedirect = (url: string) => browser.assign(url);

export function AuthProvider({ children, refresh = refreshSession, redirect = hardRedirect }: Props) {
  const [state, setState] = useState<AuthState>(() => ({
    ...readIds(),
    isAuth: false,
    user: null,
    ready: false,
    loggingOut: false,
  }));

  useEffect(() => {
    let live = true;
    // The exchange runs only when a session is remembered; a visitor has nothing to refresh.
    const attempt: Promise<SessionCheck> = readIds().userId !== null ? refresh() : Promise.resolve('unknown');
    void attempt.then(async (check) => {
      // A session the server ended (signed out elsewhere, expired) is forgotten here: the signed-in
      // areas' guards read the remembered ids, and would open on calls that all fail. Offline
      // ('unknown') the ids stay, for the appointments saved for offline use.
      if (check === 'ended') {
        await clearSavedAppointments().catch(() => undefined);
        clearIds();
      }
      // A transition: what reads the session re-renders in slices, never in one long task just
      // after the app has taken over a prerendered page.
      if (live) {
        startTransition(() =>
          setState((s) => ({
            ...s,
            ...readIds(),
            isAuth: check === 'live',
            ready: true,
            ended: check === 'ended',
          })),
        );
      }
    });
    return () => {
      live = false;
    };
  }, [refresh]);

  const login = useCallback<AuthApi['login']>((ids) => {
    // What the previous user of this device kept offline is never shown to the next one.
    void clearSavedAppointments();
    storeIds(ids);
    // The login answer sets the `lang` cookie to the account's language: show the app in it.
    const language = detectLanguage();
    if (language !== i18n.language) void i18n.changeLanguage(language);
    setState((s) => ({ ...s, ...readIds(), isAuth: true }));
  }, []);

  const logout = useCallback(async () => {
    setState((s) => ({ ...s, loggingOut: true }));
    await logoutSession();
    await clearSavedAppointments();
    clearIds();
    setState((s) => ({ ...s, patientId: null, doctorId: null, userId: null, user: null, isAuth: false }));
    redirect(paths.home);
  }, [redirect]);

  const setAuth = useCallback((isAuth: boolean) => setState((s) => ({ ...s, isAuth })), []);
  const setUser = useCallback((user: AuthState['user']) => setState((s) => ({ ...s, user })), []);

  const value = useMemo<AuthApi>(
    () => ({ ...state, login, logout, setAuth, setUser }),
    [state, login, logout, setAuth, setUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
