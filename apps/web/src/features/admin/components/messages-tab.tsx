import { formatDateTime } from '#web/lib/i18n/format.ts';
import type { ContactMessage } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { adminCalls, useAdminAction, useMessages } from '../api/admin-api.ts';

const STATUSES = ['unanswered', 'all'] as const;

/** Messages from the contact form: unanswered first view; open one to read it, then mark it answered. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<'unanswered' | 'all'>('unanswered');
  const messages = useMessages(status, 1);
  const mark = useAdminAction(adminCalls.mark);
  const [open, setOpen] = useState<number | null>(null);
  const list: ContactMessage[] = messages.data?.results ?? [];

  return (
    <>
      <div className="mb-4 flex gap-2">
        {STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'primary' : 'outline'}
            onClick={() => setStatus(s)}
          >
            {t(`messages.${s}`)}
          </Button>
        ))}
      </div>
      {list.length === 0 ? <p className="text-sm text-muted">{t('messages.empty')}</p> : null}
      <ul className="space-y-3">
        {list.map((m) => (
          <li key={m.id} className="rounded-2xl border border-line bg-white p-4">
            <button
              type="button"
              className="w-full text-start"
              onClick={() => {
                setOpen(open === m.id ? null : m.id);
                if (!m.read_at) mark.mutate({ id: m.id, what: 'read' });
              }}
            >
              <span className={m.read_at ? '' : 'font-semibold'}>{m.subject}</span>
              <span className="block text-xs text-muted">
                {m.full_name} · {m.email} · {formatDateTime(m.created_at)}
                {m.answered_at ? ` · ${t('messages.answered')}` : ''}
              </span>
            </button>
            {open === m.id ? (
              <div className="mt-3 space-y-3">
                <p className="whitespace-pre-wrap text-sm">{m.message}</p>
                {m.answered_at ? null : (
                  <Button size="sm" onClick={() => mark.mutate({ id: m.id, what: 'answered' })}>
                    {t('messages.markAnswered')}
                  </Button>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
