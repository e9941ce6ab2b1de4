import { QueryClient } from '@tanstack/react-query';

/** One client for the whole app, created when the first route that needs server state loads. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
