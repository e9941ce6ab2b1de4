import { BrowserRouter, StaticRouter } from 'react-router';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { BootGate, PrerenderedShell } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * `prerendered`: hydrating the server's HTML of a public page, whose pages are already loaded.
 * `renderedAt`: rendering that HTML at build time, at this address. The build and the browser render
 * this one tree, so the ids React makes (`useId`) are the same on both sides.
 */
export function App({ prerendered = false, renderedAt }: { prerendered?: boolean; renderedAt?: string }) {
  const content = (
    <OfflineGate>
      {renderedAt === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={renderedAt}>
          <AppRoutes />
        </StaticRouter>
      )}
    </OfflineGate>
  );
  return (
    <AppProviders>
      {prerendered ? <PrerenderedShell>{content}</PrerenderedShell> : <BootGate>{content}</BootGate>}
    </AppProviders>
  );
}
