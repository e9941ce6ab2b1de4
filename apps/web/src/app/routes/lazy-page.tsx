import { type ComponentType, isValidElement, lazy, type ReactElement, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { i18n, loadNamespaces } from '#web/lib/i18n/index.ts';
import type { Namespace } from '#web/locales/en/index.ts';
import { trackPageLoad } from './page-loads.ts';

const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element: `lazyPage(() => import('./x-page.tsx').then((m) => m.XPage), ['x'])`.
 * The page chunk and its translation namespaces load in parallel the first time it renders (it
 * suspends meanwhile, through `React.lazy`); a feature namespace registered by the chunk itself
 * gets its French or Arabic catalog then. Pages are named exports in their own files, so an area
 * engineer replaces a file, not the router.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly Namespace[] = []) {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      const page = load().then(async (component) => {
        await i18n.loadMissing();
        return component;
      });
      loading = Promise.all([page, loadNamespaces(namespaces)]).then(([component]) => (Page = component));
      trackPageLoad(loading);
    }
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage() {
    // Already loaded (a hydrated page, a page seen before): rendered at once, without suspending.
    const [Component] = useState(() => Page ?? Lazy);
    return <Component />;
  }
  const element = <LazyPage />;
  loaders.set(element, preload);
  return element;
}

/** Loads the lazy pages matching `pathname` in `routes`, all at once. */
export function loadMatchedPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap(({ route }) => {
    const load = isValidElement(route.element) ? loaders.get(route.element) : undefined;
    return load ? [load()] : [];
  });
  return Promise.all(loads);
}

/**
 * `useRoutes`, with the downloads of every matched lazy page (a layout, its page) started
 * together rather than each once its parent has rendered. `pathname` is relative to `routes`.
 */
export function useLazyRoutes(routes: RouteObject[], pathname: string) {
  loadMatchedPages(routes, pathname).catch(() => {
    // A page that cannot load shows the route error page when it renders.
  });
  return useRoutes(routes);
}
