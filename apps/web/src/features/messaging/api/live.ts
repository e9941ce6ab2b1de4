import type { ChatMessage } from '@reayah/contracts';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeEvents } from '#web/lib/event-stream.ts';
import { conversationsQuery, inboxKey, type MessagePage, threadQuery } from './conversations.ts';

type Thread = InfiniteData<MessagePage, number | undefined>;

/** Puts a message into its thread's cache once: a message already there (same id) is replaced. */
export function storeMessage(client: QueryClient, message: ChatMessage) {
  client.setQueryData<Thread>(threadQuery(message.conversation).queryKey, (thread) => {
    if (!thread) return thread;
    const known = thread.pages.some((p) => p.results.some((m) => m.id === message.id));
    const pages = thread.pages.map((page, i) => {
      if (known) return { ...page, results: page.results.map((m) => (m.id === message.id ? message : m)) };
      return i === 0 ? { ...page, results: [message, ...page.results] } : page;
    });
    return { ...thread, pages };
  });
}

function storeRead(client: QueryClient, data: { conversation: number; ids: number[]; read_at: string }) {
  const ids = new Set(data.ids);
  client.setQueryData<Thread>(threadQuery(data.conversation).queryKey, (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            results: page.results.map((m) => (ids.has(m.id) ? { ...m, read_at: data.read_at } : m)),
          })),
        }
      : thread,
  );
}

/**
 * Keeps the inbox live from the user's event stream: new messages and read receipts go straight
 * into the cache; on every (re)connection everything shown is read again, so nothing is missed,
 * and messages are keyed by id, so nothing shows twice. Returns the unread count for the badge.
 */
export function useLiveInbox(): number {
  const client = useQueryClient();
  const list = useQuery(conversationsQuery());
  useEffect(() => {
    const refreshList = () => void client.invalidateQueries({ queryKey: conversationsQuery().queryKey });
    const offs = [
      subscribeEvents('message', (data) => {
        storeMessage(client, data as ChatMessage);
        refreshList();
      }),
      subscribeEvents('message.read', (data) => {
        storeRead(client, data as { conversation: number; ids: number[]; read_at: string });
        refreshList();
      }),
      subscribeEvents('open', () => void client.invalidateQueries({ queryKey: inboxKey })),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
  return list.data?.unread ?? 0;
}
