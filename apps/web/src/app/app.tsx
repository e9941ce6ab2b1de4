import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { BootGate } from './boot-gate.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </AppProviders>
  );
}
