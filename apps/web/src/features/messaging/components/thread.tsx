import type { Conversation } from '@reayah/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { conversationsQuery, markRead, threadQuery } from '../api/conversations.ts';
import { useSend } from '../api/use-send.ts';
import { Composer } from './composer.tsx';
import { ConversationActions } from './conversation-actions.tsx';
import { type BubbleMessage, MessageBubble } from './message-bubble.tsx';
import { ThreadNoteButton } from './thread-note-dialog.tsx';

interface Props {
  conversation: Conversation;
  onBack(): void;
}

export function Thread({ conversation, onBack }: Props) {
  const { t } = useTranslation('messaging');
  const client = useQueryClient();
  const thread = useInfiniteQuery(threadQuery(conversation.id));
  const { pending, send, retry } = useSend(conversation.id);
  const bottom = useRef<HTMLDivElement>(null);
  const areaId = useParams().id ?? '';

  const stored = useMemo(
    () => (thread.data?.pages.flatMap((p) => p.results) ?? []).toReversed(),
    [thread.data],
  );
  const messages: BubbleMessage[] = useMemo(() => {
    const known = new Set(stored.map((m) => m.client_id));
    const waiting = pending
      .filter((p) => !known.has(p.client_id))
      .map((p) => ({
        key: p.client_id,
        conversation: conversation.id,
        sender: conversation.role,
        body: p.body,
        file: p.file,
        created_at: null,
        read_at: null,
        state: p.failed ? ('failed' as const) : ('sending' as const),
      }));
    return [...stored.map((m) => ({ ...m, key: String(m.id) })), ...waiting];
  }, [stored, pending, conversation]);
  const lastMine = stored.findLast((m) => m.sender === conversation.role)?.id;

  // Read receipts: what the other party wrote is read once it is on the open screen.
  const newestUnread = stored.findLast((m) => m.sender !== conversation.role && !m.read_at)?.id;
  // A message that arrives while the tab is in the background is read when the tab comes back.
  useEffect(() => {
    if (!newestUnread) return;
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', markIfSeen);
      void markRead(conversation.id, newestUnread)
        .then(() => client.invalidateQueries({ queryKey: conversationsQuery().queryKey }))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', markIfSeen);
    markIfSeen();
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [newestUnread, conversation.id, client]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const transcript = stored
    .map((m) => `${m.sender === 'doctor' ? t('you') : conversation.other.full_name}: ${m.body}`)
    .join('\n');

  return (
    <section aria-label={conversation.other.full_name} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line bg-white px-3 py-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('back')}
          className="grid size-9 place-items-center rounded-lg hover:bg-surface md:hidden"
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
        </button>
        <Avatar
          name={conversation.other.full_name}
          picture={conversation.other.picture}
          className="size-9 text-sm"
          size={36}
        />
        <h2 className="min-w-0 flex-1 truncate font-semibold text-ink">{conversation.other.full_name}</h2>
        {conversation.role === 'doctor' && (
          <Link
            to={paths.doctor.patient(areaId, conversation.other.id)}
            className={buttonClass('outline', 'sm')}
          >
            {t('openRecord')}
          </Link>
        )}
        {conversation.role === 'doctor' && stored.length > 0 && (
          <ThreadNoteButton conversationId={conversation.id} transcript={transcript} />
        )}
        {conversation.role === 'patient' && (
          <ConversationActions conversation={conversation} onLeft={onBack} />
        )}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto bg-surface px-3 py-3">
        {thread.hasNextPage && (
          <div className="mb-3 text-center">
            <Button
              variant="ghost"
              size="sm"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {t('loadOlder')}
            </Button>
          </div>
        )}
        {thread.isPending && <Spinner className="mx-auto size-6" />}
        {thread.isError && <p className="text-sm text-red-600">{t('loadError')}</p>}
        {thread.isSuccess && messages.length === 0 && (
          <p className="text-center text-sm text-muted">{t('noMessages')}</p>
        )}
        <ol aria-label={t('title')} className="space-y-2">
          {messages.map((m) => (
            <MessageBubble
              key={m.key}
              message={m}
              mine={m.sender === conversation.role}
              receipt={m.key === String(lastMine)}
              linksClickable={m.sender === 'patient' || conversation.doctor_verified}
              onRetry={() => {
                const item = pending.find((p) => p.client_id === m.key);
                if (item) void retry(item);
              }}
            />
          ))}
        </ol>
        <div ref={bottom} />
      </div>
      {conversation.role === 'patient' && conversation.blocked && (
        <p role="status" className="border-t border-line bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t('blockedNotice')}
        </p>
      )}
      {conversation.role === 'doctor' && conversation.closed ? (
        <p role="status" className="border-t border-line bg-surface px-4 py-3 text-sm text-muted">
          {t('closedNotice')}
        </p>
      ) : (
        <Composer onSend={send} canAttach={conversation.role === 'patient'} />
      )}
    </section>
  );
}
