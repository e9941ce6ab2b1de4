import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { conversationsQuery } from '../api/conversations.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { Thread } from '../components/thread.tsx';

/**
 * The Inbox of both areas: conversations beside the open thread; on a phone one pane at a time
 * (the list, or the thread with a back button). The open conversation is in the address (?c=id).
 */
export function InboxPage() {
  const { t } = useTranslation('messaging');
  const auth = useAuth();
  const list = useQuery(conversationsQuery());
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('c')) || null;
  const conversations = list.data?.results ?? [];
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  const select = (id: number | null) => setParams(id ? { c: String(id) } : {});

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <div className="flex h-[calc(100dvh-11rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-line bg-white lg:h-[calc(100dvh-9rem)]">
        <aside
          className={`w-full shrink-0 overflow-y-auto border-line md:block md:w-80 md:border-e ${selected ? 'hidden' : 'block'}`}
        >
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold text-muted">
            {t('conversations')}
          </h2>
          {list.isPending ? (
            <Spinner className="m-4 size-6" />
          ) : list.isError ? (
            <p className="p-4 text-sm text-red-600">{t('loadError')}</p>
          ) : (
            <ConversationList
              conversations={conversations}
              selected={selectedId}
              onSelect={select}
              emptyText={auth.patientId ? t('empty') : t('emptyDoctor')}
            />
          )}
        </aside>
        <div className={`min-w-0 flex-1 ${selected ? 'block' : 'hidden md:block'}`}>
          {selected ? (
            <Thread key={selected.id} conversation={selected} onBack={() => select(null)} />
          ) : (
            <p className="grid h-full place-items-center p-6 text-center text-sm text-muted">{t('choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
