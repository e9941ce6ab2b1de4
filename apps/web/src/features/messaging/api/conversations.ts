import type { ChatMessage } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, urlOf } from '#web/lib/api-route.ts';

const inbox = addresses.messaging;

/** Where a file shared in a conversation is downloaded. */
export const sharedFileUrl = (conversationId: number, fileId: number) =>
  urlOf(inbox.file, { params: { conversationId, fileId } });

export const inboxKey = ['inbox'] as const;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: [...inboxKey, 'list'],
    queryFn: ({ signal }) => call(inbox.list, { signal }),
  });

export interface MessagePage {
  results: ChatMessage[];
  next: number | null;
}

export const threadQuery = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, 'thread', conversationId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      call(inbox.messages, { params: { conversationId }, query: { before: pageParam }, signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function postMessage(
  conversationId: number,
  body: { body: string; client_id: string; file?: number },
) {
  return call(inbox.post, { params: { conversationId }, body });
}

export function markRead(conversationId: number, upTo: number) {
  return call(inbox.read, { params: { conversationId }, body: { up_to: upTo } });
}

export function saveThreadNote(conversationId: number, body: { objective: string; content: string }) {
  return call(inbox.threadNote, { params: { conversationId }, body });
}

/** The patient blocks the doctor of the conversation (or unblocks), or leaves it for good. */
export function chooseForConversation(conversationId: number, choice: 'block' | 'unblock' | 'leave') {
  return call(inbox[choice], { params: { conversationId } });
}
