import { act, render } from '@testing-library/react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import type { SessionCheck } from '../lib/auth/auth-context.ts';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

interface Options {
  /** Result of the start-up refresh (true = signed in). */
  signedIn?: boolean;
  /** The start-up refresh's answer itself, when it matters that the session was found ended. */
  check?: SessionCheck;
  redirect?: (url: string) => void;
}

/**
 * Renders the real route table in memory at `url`. `location()` is where the app is now;
 * `navigate(to)` goes elsewhere, as a link would.
 */
export async function renderApp(
  url: InitialEntry,
  { signedIn = false, check, redirect = () => {} }: Options = {},
) {
  const current = {} as { location: Location; navigate: NavigateFunction };
  function Probe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const refresh = async (): Promise<SessionCheck> => check ?? (signedIn ? 'live' : 'unknown');
  // Awaited: the first page suspends while its chunk loads.
  const utils = await act(async () =>
    render(
      <AuthProvider refresh={refresh} redirect={redirect}>
        <MemoryRouter initialEntries={[url]}>
          <Probe />
          <AppRoutes />
        </MemoryRouter>
      </AuthProvider>,
    ),
  );
  return {
    location: () => current.location,
    navigate: (to: string) =>
      act(async () => {
        await current.navigate(to);
      }),
    ...utils,
  };
}

export function storeSession(ids: {
  patientId?: string;
  doctorId?: string;
  userId?: string;
  assistantOf?: string;
}) {
  window.localStorage.setItem('userId', ids.userId ?? '1');
  window.localStorage.setItem('patientId', ids.patientId ?? 'null');
  window.localStorage.setItem('doctorId', ids.doctorId ?? 'null');
  window.localStorage.setItem('assistantOf', ids.assistantOf ?? 'null');
}

/** A fetch stub answering by URL; unmatched calls fail the test loudly. */
export function stubFetch(
  routes: Record<
    string,
    (body: unknown) => { status: number; body?: unknown; headers?: Record<string, string> }
  >,
) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    const handler = routes[url];
    if (!handler) throw new Error(`Unexpected fetch ${url}`);
    const res = handler(body);
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      ...(res.headers ? { headers: res.headers } : {}),
    });
  };
  return { fetchMock, calls };
}
