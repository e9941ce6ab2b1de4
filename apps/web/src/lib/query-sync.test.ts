import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { otherBrowserTab } from '../test/other-tab.ts';
import { invalidateEverywhere, listenToOtherTabs } from './query-sync.ts';

const BOOKINGS = ['patient', '2', 'bookings'];
const PROFILE = ['patient', '2', 'profile'];

function seededClient() {
  const client = new QueryClient();
  client.setQueryData(BOOKINGS, []);
  client.setQueryData(PROFILE, {});
  const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, stale };
}

describe("lists kept fresh across the browser's tabs", () => {
  const tab = otherBrowserTab();

  it('refreshes the lists here and tells the other tabs to refresh them', async () => {
    const { client, stale } = seededClient();
    await invalidateEverywhere(client, [BOOKINGS]);
    expect(stale(BOOKINGS)).toBe(true);
    expect(stale(PROFILE)).toBe(false);
    await vi.waitFor(() => expect(tab.heard).toEqual([BOOKINGS]));
  });

  it('refreshes what another tab announces, until it stops listening', async () => {
    const { client, stale } = seededClient();
    const stop = listenToOtherTabs(client);
    tab.channel.postMessage([BOOKINGS]);
    await vi.waitFor(() => expect(stale(BOOKINGS)).toBe(true));
    stop();
    tab.channel.postMessage([PROFILE]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale(PROFILE)).toBe(false);
  });

  it('ignores messages that are not lists of query keys', async () => {
    const { client, stale } = seededClient();
    const stop = listenToOtherTabs(client);
    tab.channel.postMessage('patient');
    tab.channel.postMessage([{ queryKey: PROFILE }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale(PROFILE)).toBe(false);
    stop();
  });
});
