import type { AppNotification } from '@reayah/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { BellIcon } from '../ui/page-icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useMarkRead, useNotifications } from './api.ts';
import { appPathOf, notificationText } from './notification-text.ts';

const itemClass = 'flex w-full items-start gap-3 rounded-2xl border p-4 text-start transition-colors';

function NotificationItem({ n, onOpen }: { n: AppNotification; onOpen(): void }) {
  const { t } = useTranslation('notifications');
  const path = appPathOf(n.link);
  const look = n.read
    ? 'border-line bg-white hover:bg-surface'
    : 'border-brand-300 bg-brand-50 hover:bg-brand-100';
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.read ? '' : 'bg-brand-700'}`}
      />
      <span className="min-w-0 flex-1">
        {n.read ? null : (
          <span className="me-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('unread')}
          </span>
        )}
        <span className={`break-words text-sm ${n.read ? 'text-muted' : 'font-semibold text-ink'}`}>
          {notificationText(t, n)}
        </span>
        <time dateTime={n.created_at} className="mt-1 block text-xs text-muted">
          {formatDateTime(n.created_at)}
        </time>
      </span>
    </>
  );
  return path ? (
    <Link to={path} onClick={onOpen} className={`${itemClass} ${look}`}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onOpen} className={`${itemClass} ${look}`}>
      {body}
    </button>
  );
}

/**
 * The signed-in user's notifications, newest first, each a link to its page: opening one marks it
 * read; nothing else does, except "Mark all as read". With `title`, the list is a titled section.
 */
export function NotificationList({ title }: { title?: string }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const list = useNotifications();
  const markRead = useMarkRead();
  const notes = list.data?.results ?? [];
  const unread = list.data?.unread ?? 0;
  const markingAll = markRead.isPending && 'all' in (markRead.variables ?? {});
  const open = (n: AppNotification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };

  return (
    <section aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('title')}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {title ? (
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          className="ms-auto"
          disabled={unread === 0}
          loading={markingAll}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('markAll')}
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" label={t('loading')} />
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : notes.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
          <BellIcon className="mx-auto mb-3 size-8 text-brand-300" />
          {t('empty')}
        </div>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id}>
              <NotificationItem n={n} onOpen={() => open(n)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
