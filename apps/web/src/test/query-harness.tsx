import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * A fresh query client holding `seeded` keys (as if their pages had shown them), and a fetch that
 * answers every request with `{}`: a mutation's effect on the cache can then be read key by key.
 */
export function queryHarness(seeded: Record<string, QueryKey>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  for (const key of Object.values(seeded)) client.setQueryData(key, []);
  const requests: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET' });
    return new Response('{}', { status: 200 });
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  /** The seeded names whose data is now stale (invalidated, so shown again from the server). */
  const refreshed = () =>
    Object.entries(seeded)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, wrapper, requests, refreshed };
}
