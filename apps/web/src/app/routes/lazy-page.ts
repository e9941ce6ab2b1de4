import type { ComponentType } from 'react';

/**
 * Route `lazy` helper: `lazyPage(() => import('./x-page.tsx').then((m) => m.XPage))`.
 * Pages are named exports in their own files, so an area engineer replaces a file, not the router.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}
