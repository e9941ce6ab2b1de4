import type { AppNotification } from '@reayah/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { BellIcon } from '../ui/area-icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useMarkRead, useNotifications } from './api.ts';
import { groupNotifications, type NotificationGroup } from './notification-groups.ts';
import { appPathOf, notificationText } from './notification-text.ts';

const itemClass = 'flex w-full items-start gap-3 rounded-2xl border p-4 text-start transition-colors';

function NotificationItem({ n, onOpen, count }: { n: AppNotification; onOpen(): void; count?: number }) {
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
        {count ? (
          <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('group.count', { count })}
          </span>
        ) : null}
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

/** Several notifications of one kind about one doctor: the newest, a count, and the others on demand. */
function NotificationGroupItem({
  group,
  onOpen,
}: {
  group: NotificationGroup;
  onOpen(items: AppNotification[]): void;
}) {
  const { t } = useTranslation('notifications');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const [newest, ...older] = group.items as [AppNotification, ...AppNotification[]];
  const count = group.items.length;
  return (
    <div className="space-y-2">
      <NotificationItem n={newest} onOpen={() => onOpen(group.items)} count={count} />
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t('group.hide') : t('group.show', { count: older.length })}
      </Button>
      {expanded ? (
        <ul id={listId} className="space-y-2 ps-6">
          {older.map((n) => (
            <li key={n.id}>
              <NotificationItem n={n} onOpen={() => onOpen([n])} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The signed-in user's notifications, newest first, each a link to its page: opening one marks it
 * read; nothing else does, except "Mark all as read", offered only while one is unread. With
 * `title`, the list is a titled section.
 */
export function NotificationList({ title }: { title?: string }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const list = useNotifications();
  const markRead = useMarkRead();
  const notes = list.data?.results ?? [];
  const unread = list.data?.unread ?? 0;
  const markingAll = markRead.isPending && 'all' in (markRead.variables ?? {});
  const showMarkAll = unread > 0 || markingAll;
  const section = useRef<HTMLElement>(null);
  // The button goes once nothing is unread: the focus it held moves to the list, not to the page.
  const markAll = (button: HTMLButtonElement) =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => {
          const focused = document.activeElement;
          if (focused === button || focused === document.body) section.current?.focus();
        },
      },
    );
  const open = (n: AppNotification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };
  const openAll = (items: AppNotification[]) => {
    const ids = items.filter((n) => !n.read).map((n) => n.id);
    if (ids.length > 0) markRead.mutate({ ids });
  };

  return (
    <section
      ref={section}
      tabIndex={-1}
      className="focus:outline-none"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('title')}
    >
      {title || showMarkAll ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
          ) : null}
          {showMarkAll ? (
            <Button
              size="sm"
              variant="outline"
              className="ms-auto"
              loading={markingAll}
              onClick={(e) => markAll(e.currentTarget)}
            >
              {t('markAll')}
            </Button>
          ) : null}
        </div>
      ) : null}
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
          {groupNotifications(notes).map((g) => (
            <li key={g.key}>
              {g.items.length === 1 ? (
                <NotificationItem
                  n={g.items[0] as AppNotification}
                  onOpen={() => open(g.items[0] as AppNotification)}
                />
              ) : (
                <NotificationGroupItem group={g} onOpen={openAll} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
