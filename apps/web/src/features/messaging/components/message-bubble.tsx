import type { ParticipantRole } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { sharedFileUrl } from '../api/conversations.ts';
import { MessageText } from './message-text.tsx';

export interface BubbleMessage {
  key: string;
  conversation: number;
  sender: ParticipantRole;
  body: string;
  /** `withdrawn`: the patient revoked the doctor's access to the file's folder. */
  file: { id: number; name: string; withdrawn?: boolean } | null;
  created_at: string | null;
  read_at: string | null;
  /** Pending sends: 'sending' or 'failed'. */
  state?: 'sending' | 'failed';
}

interface Props {
  message: BubbleMessage;
  mine: boolean;
  /** Shows Sent / Read under the caller's newest message. */
  receipt: boolean;
  /** Whether web addresses in the text are links (not for a doctor nobody verified). */
  linksClickable: boolean;
  onRetry?: () => void;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function MessageBubble({ message, mine, receipt, linksClickable, onRetry }: Props) {
  const { t } = useTranslation('messaging');
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm sm:max-w-[70%] ${
          mine ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-line'
        } ${message.state === 'failed' ? 'opacity-70' : ''}`}
      >
        {message.body && (
          <MessageText
            body={message.body}
            linksClickable={linksClickable}
            linkClassName={mine ? 'text-white' : 'text-brand-700'}
          />
        )}
        {message.file?.withdrawn ? (
          <p className={`mt-1 italic ${mine ? 'text-white/80' : 'text-muted'}`}>
            {t('attachmentWithdrawn', { name: message.file.name })}
          </p>
        ) : (
          message.file && (
            <a
              href={sharedFileUrl(message.conversation, message.file.id)}
              className={`mt-1 block underline ${mine ? 'text-white' : 'text-brand-700'}`}
            >
              {t('attachment', { name: message.file.name })}
            </a>
          )
        )}
      </div>
      <p className="mt-0.5 px-1 text-xs text-muted">
        {message.state === 'sending' && t('sending')}
        {message.state === 'failed' && (
          <>
            <span className="font-medium text-red-600">{t('notSent')}</span>{' '}
            <button type="button" onClick={onRetry} className="font-medium text-brand-700 underline">
              {t('retry')}
            </button>
          </>
        )}
        {!message.state && message.created_at && time(message.created_at)}
        {!message.state && receipt && ` · ${message.read_at ? t('read') : t('sent')}`}
      </p>
    </li>
  );
}
