import type { ChatMessage, Conversation } from '@reayah/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';

export const messagingApi = {
  list: `${API_BASE}/conversations/`,
  messages: (id: number) => `${API_BASE}/conversations/${id}/messages/`,
  read: (id: number) => `${API_BASE}/conversations/${id}/read/`,
  note: (id: number) => `${API_BASE}/conversations/${id}/consultation/`,
  file: (id: number, fileId: number) => `${API_BASE}/conversations/${id}/files/${fileId}/`,
};

export const inboxKey = ['inbox'] as const;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: [...inboxKey, 'list'],
    queryFn: ({ signal }) => api<{ results: Conversation[]; unread: number }>(messagingApi.list, { signal }),
  });

export interface MessagePage {
  results: ChatMessage[];
  next: number | null;
}

export const threadQuery = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, 'thread', conversationId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api<MessagePage>(`${messagingApi.messages(conversationId)}${pageParam ? `?before=${pageParam}` : ''}`, {
        signal,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function postMessage(
  conversationId: number,
  body: { body: string; client_id: string; file?: number },
) {
  return api<ChatMessage>(messagingApi.messages(conversationId), { method: 'POST', body });
}

export function markRead(conversationId: number, upTo: number) {
  return api<{ marked: number }>(messagingApi.read(conversationId), {
    method: 'POST',
    body: { up_to: upTo },
  });
}

export function saveThreadNote(conversationId: number, body: { objective: string; content: string }) {
  return api<{ id: number }>(messagingApi.note(conversationId), { method: 'POST', body });
}

/** The patient blocks the doctor of the conversation (or unblocks), or leaves it for good. */
export function chooseForConversation(conversationId: number, choice: 'block' | 'unblock' | 'leave') {
  const path = choice === 'leave' ? 'leave' : 'block';
  return api<null>(`${API_BASE}/conversations/${conversationId}/${path}/`, {
    method: choice === 'unblock' ? 'DELETE' : 'POST',
  });
}
