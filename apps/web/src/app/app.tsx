import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { BootGate, PrerenderedShell } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `prerendered`: hydrating the server's HTML of a public page, whose routes are already loaded. */
export function App({ router: given, prerendered = false }: { router?: AppRouter; prerendered?: boolean }) {
  const [router] = useState(() => given ?? createAppRouter());
  const content = (
    <OfflineGate>
      <RouterProvider router={router} />
    </OfflineGate>
  );
  return (
    <AppProviders>
      {prerendered ? <PrerenderedShell>{content}</PrerenderedShell> : <BootGate>{content}</BootGate>}
    </AppProviders>
  );
}
