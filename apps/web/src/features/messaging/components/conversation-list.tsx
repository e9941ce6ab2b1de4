import type { Conversation } from '@reayah/contracts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  conversations: Conversation[];
  selected: number | null;
  onSelect(id: number): void;
  emptyText: string;
}

/** The conversations, newest activity first, each with its last message and unread count. */
export function ConversationList({ conversations, selected, onSelect, emptyText }: Props) {
  const { t } = useTranslation('messaging');
  if (conversations.length === 0) return <p className="p-4 text-sm text-muted">{emptyText}</p>;
  return (
    <ul aria-label={t('conversations')} className="divide-y divide-line">
      {conversations.map((c) => {
        const last = c.last_message;
        const preview = last ? last.body || (last.file?.name ?? '') : '';
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selected ? 'true' : undefined}
              className={`flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-surface ${c.id === selected ? 'bg-brand-50' : ''}`}
            >
              <Avatar
                name={c.other.full_name}
                picture={c.other.picture}
                className="size-10 text-sm"
                size={40}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{c.other.full_name}</span>
                <span className="block truncate text-sm text-muted">
                  {last && last.sender === c.role ? `${t('you')}: ` : ''}
                  {preview}
                </span>
              </span>
              {c.unread > 0 && (
                <span
                  className="grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                  aria-label={t('unread', { count: c.unread })}
                >
                  {c.unread}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
