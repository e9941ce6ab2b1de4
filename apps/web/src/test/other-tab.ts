import { afterEach, beforeEach } from 'vitest';

interface OtherTab {
  channel: BroadcastChannel;
  /** The query keys the tab under test told the others to refresh, as they arrived. */
  heard: unknown[];
}

/** Another tab of the same browser during each test: a channel of its own on the app's channel. */
export function otherBrowserTab(): OtherTab {
  const tab = {} as OtherTab;
  beforeEach(() => {
    tab.heard = [];
    tab.channel = new BroadcastChannel('reayah-query-invalidations');
    tab.channel.onmessage = (event: MessageEvent<unknown>) => {
      tab.heard.push(...(event.data as unknown[]));
    };
  });
  afterEach(() => tab.channel.close());
  return tab;
}
