import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, slashed } from '#web/lib/api-route.ts';
import { subscribeEvents } from '#web/lib/event-stream.ts';

// The signed-in user's notifications (patient and doctor alike): the newest 50 with the unread
// count, marked read one by one or all at once, and kept live from the event stream.

export const notificationsKey = ['notifications'] as const;

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => call(slashed(addresses.notifications.list), { signal }),
  });

export const useNotifications = () => useQuery(notificationsQuery());

/** Marks the given notifications read (or all); the answer is the updated list. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      call(slashed(addresses.notifications.markRead), { body: which }),
    onSuccess: (list) => client.setQueryData(notificationsKey, list),
    onError: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/**
 * Reads the list again on each 'notification' event and on every (re)connection of the stream,
 * so a badge and a list update without a reload. Returns the unread count.
 */
export function useLiveNotifications(): number {
  const client = useQueryClient();
  const list = useNotifications();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: notificationsKey });
    const offs = [subscribeEvents('notification', refresh), subscribeEvents('open', refresh)];
    return () => offs.forEach((off) => off());
  }, [client]);
  return list.data?.unread ?? 0;
}
