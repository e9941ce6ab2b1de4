import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { BootGate, PrerenderedShell } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * `prerendered`: hydrating the server's HTML of a public page, whose pages are already loaded.
 * `router`: the build renders that HTML through this very tree with its own router (a static one),
 * so the ids React makes (`useId`) are the same in the HTML and in the browser.
 */
export function App({
  prerendered = false,
  router = inBrowser,
}: {
  prerendered?: boolean;
  router?: (routes: ReactNode) => ReactNode;
}) {
  const content = <OfflineGate>{router(<AppRoutes />)}</OfflineGate>;
  return (
    <AppProviders>
      {prerendered ? <PrerenderedShell>{content}</PrerenderedShell> : <BootGate>{content}</BootGate>}
    </AppProviders>
  );
}
