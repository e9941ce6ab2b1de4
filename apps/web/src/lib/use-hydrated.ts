import { startTransition, useEffect, useState } from 'react';

// True once React owns the page: from the start when it renders it, after the hydration's commit
// when it takes over a page the server prerendered (app/start.tsx).
let live = false;

/** Said by app/start.tsx before rendering a page from scratch. */
export function renderingFromScratch(): void {
  live = true;
}

/**
 * False while React is taking over a page the server prerendered, true once it has (and from the
 * start on a page rendered in the browser). A prerendered form's submit button stays disabled
 * until then: submitted natively, a sign-in form would put the password in the address.
 *
 * After a hydration the switch is a transition: React re-renders what uses this in time-sliced
 * work, not in one synchronous pass over the page right after it has taken over (a long task).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => live);
  useEffect(() => {
    live = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
