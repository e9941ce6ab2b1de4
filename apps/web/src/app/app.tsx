import { BrowserRouter } from 'react-router';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { BootGate, PrerenderedShell } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** `prerendered`: hydrating the server's HTML of a public page, whose pages are already loaded. */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const content = (
    <OfflineGate>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </OfflineGate>
  );
  return (
    <AppProviders>
      {prerendered ? <PrerenderedShell>{content}</PrerenderedShell> : <BootGate>{content}</BootGate>}
    </AppProviders>
  );
}
