import { type ReactNode, useEffect, useState } from 'react';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { loadAssets } from './boot.ts';

/**
 * Renders the app at once (so the first route chunk downloads in parallel) under a loading screen
 * that lifts when assets and the start-up refresh are done.
 */
export function BootGate({
  children,
  load = loadAssets,
}: {
  children: ReactNode;
  load?: () => Promise<void>;
}) {
  const { ready } = useAuth();
  const [assetsReady, setAssetsReady] = useState(false);

  useEffect(() => {
    let live = true;
    void load().then(() => {
      if (live) setAssetsReady(true);
    });
    return () => {
      live = false;
    };
  }, [load]);

  const booting = !(ready && assetsReady);
  return (
    <>
      <PrerenderedShell hidden={booting}>{children}</PrerenderedShell>
      {booting ? <LoadingScreen /> : null}
    </>
  );
}

/**
 * The app's wrapper. A prerendered page is rendered (and hydrated) in it without the gate: its
 * text is already on screen, so a loading screen over it would only hide it.
 */
export function PrerenderedShell({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <div aria-hidden={hidden || undefined}>{children}</div>;
}
