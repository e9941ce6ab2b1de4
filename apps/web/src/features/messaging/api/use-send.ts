import type { ChatMessage } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { postMessage } from './conversations.ts';
import { storeMessage } from './live.ts';

export interface Pending {
  client_id: string;
  body: string;
  file: { id: number; name: string } | null;
  failed: boolean;
}

/**
 * Sending with a retry: each message gets a client id before it leaves, shown as pending until the
 * server stores it; a failed send stays as "not sent" and a retry reuses the id, so the server
 * keeps it once even when the first attempt did arrive.
 */
export function useSend(conversationId: number) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);

  const attempt = useCallback(
    async (item: Pending) => {
      setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: false } : p)));
      try {
        const saved: ChatMessage = await postMessage(conversationId, {
          body: item.body,
          client_id: item.client_id,
          ...(item.file ? { file: item.file.id } : {}),
        });
        storeMessage(client, saved);
        setPending((list) => list.filter((p) => p.client_id !== item.client_id));
      } catch {
        setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: true } : p)));
      }
    },
    [client, conversationId],
  );

  const send = useCallback(
    (body: string, file: Pending['file']) => {
      const item = { client_id: crypto.randomUUID(), body, file, failed: false };
      setPending((list) => [...list, item]);
      void attempt(item);
    },
    [attempt],
  );

  return { pending, send, retry: attempt };
}
