import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';

/**
 * Routes that talk to the API sit under this pathless layout, so TanStack Query downloads with
 * them and the static public pages (Home, About, FAQ, Blogs) stay light.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
