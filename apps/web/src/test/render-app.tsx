import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes, discoverAreaRoutes } from '../app/router.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

interface Options {
  /** Result of the start-up refresh (true = signed in). */
  signedIn?: boolean;
  redirect?: (url: string) => void;
}

/** Renders the real route table in memory at `url`. */
export function renderApp(url: string, { signedIn = false, redirect = () => {} }: Options = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverAreaRoutes,
  });
  const refresh = async () => signedIn;
  const utils = render(
    <AuthProvider refresh={refresh} redirect={redirect}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, ...utils };
}

export function storeSession(ids: { patientId?: string; doctorId?: string; userId?: string }) {
  window.localStorage.setItem('userId', ids.userId ?? '1');
  window.localStorage.setItem('patientId', ids.patientId ?? 'null');
  window.localStorage.setItem('doctorId', ids.doctorId ?? 'null');
}

/** A fetch stub answering by URL; unmatched calls fail the test loudly. */
export function stubFetch(routes: Record<string, (body: unknown) => { status: number; body?: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    const handler = routes[url];
    if (!handler) throw new Error(`Unexpected fetch ${url}`);
    const res = handler(body);
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), { status: res.status });
  };
  return { fetchMock, calls };
}
