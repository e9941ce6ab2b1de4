import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '#web/lib/query-client.ts';
import { listenToOtherTabs } from '#web/lib/query-sync.ts';

/**
 * Routes that talk to the API sit under this pathless layout, so TanStack Query downloads with
 * them and the static public pages (Home, About, FAQ, Blogs) stay light.
 */
export function QueryLayout() {
  // A change made in another tab (a booking, a completed appointment) refreshes this tab's lists.
  useEffect(() => listenToOtherTabs(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
