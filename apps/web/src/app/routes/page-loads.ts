import { useSyncExternalStore } from 'react';

// The lazy pages downloading now (app/routes/lazy-page.tsx): the navigation progress bar shows
// while there is one.

let loading = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** Counts `load` until it settles. Loads start while React renders: the count changes after. */
export function trackPageLoad(load: Promise<unknown>): void {
  queueMicrotask(() => {
    change(1);
    const done = () => change(-1);
    load.then(done, done);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
