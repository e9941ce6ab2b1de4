import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { BootGate } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <BootGate>
        <OfflineGate>
          <RouterProvider router={router} />
        </OfflineGate>
      </BootGate>
    </AppProviders>
  );
}
