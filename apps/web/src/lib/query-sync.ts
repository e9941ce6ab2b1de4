import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The browser's other tabs show the same lists from query clients of their own: a patient books in
// the tab "See Bookings" opened, then comes back to the Appointments tab. What one tab changes is
// refreshed in the others too, through one BroadcastChannel per tab (a channel never hears itself).

const CHANNEL = 'reayah-query-invalidations';

let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    // Node (tests) would otherwise wait for the channel before exiting; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Marks `keys` stale in this tab (what is on screen is fetched again) and in the browser's others. */
export function invalidateEverywhere(client: QueryClient, keys: readonly QueryKey[]) {
  tabChannel()?.postMessage(keys);
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Refreshes in `client` what another tab changed; returns the function that stops listening. */
export function listenToOtherTabs(client: QueryClient): () => void {
  const tab = tabChannel();
  if (!tab) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    if (!Array.isArray(event.data)) return;
    for (const queryKey of event.data as unknown[]) {
      if (Array.isArray(queryKey)) void client.invalidateQueries({ queryKey });
    }
  };
  tab.addEventListener('message', onMessage);
  return () => tab.removeEventListener('message', onMessage);
}
