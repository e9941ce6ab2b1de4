import type { ComponentType } from 'react';
import { i18n, loadNamespaces } from '../../lib/i18n/index.ts';
import type { Namespace } from '../../locales/en/index.ts';

/**
 * Route `lazy` helper: `lazyPage(() => import('./x-page.tsx').then((m) => m.XPage), ['x'])`.
 * The page chunk and its translation namespaces load in parallel before the route renders; a
 * feature namespace registered by the chunk itself gets its French or Arabic catalog then.
 * Pages are named exports in their own files, so an area engineer replaces a file, not the router.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly Namespace[] = []) {
  return async () => {
    const [Component] = await Promise.all([
      load().then(async (component) => {
        await i18n.loadMissing();
        return component;
      }),
      loadNamespaces(namespaces),
    ]);
    return { Component };
  };
}
