import { MESSAGE_MAX_LENGTH } from '@reayah/contracts';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { AttachFileButton, type Attached } from './attach-file.tsx';

interface Props {
  onSend(body: string, file: Attached | null): void;
  /** Patients may attach one of their files. */
  canAttach: boolean;
}

/**
 * A phone: a coarse pointer (a finger) or a narrow screen. There Enter breaks the line, as the
 * on-screen keyboard's return key promises, and only the Send button sends.
 */
function onPhone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse), (max-width: 640px)').matches;
}

/** The text box named "Message": at a desk Enter sends and Shift+Enter breaks the line; on a phone Enter breaks it. */
export function Composer({ onSend, canAttach }: Props) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const [file, setFile] = useState<Attached | null>(null);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const empty = text.trim() === '' && !file;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || tooLong) return;
    onSend(text.trim(), file);
    setText('');
    setFile(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !onPhone()) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-line bg-white p-3">
      {file && (
        <p className="mb-2 flex items-center gap-2 text-sm text-ink">
          {t('attachment', { name: file.name })}
          <button type="button" onClick={() => setFile(null)} className="text-red-600 underline">
            {t('removeAttachment')}
          </button>
        </p>
      )}
      {tooLong && (
        <p role="alert" className="mb-2 text-sm text-red-600">
          {t('tooLong', { count: MESSAGE_MAX_LENGTH })}
        </p>
      )}
      <div className="flex items-end gap-2">
        {canAttach && <AttachFileButton onPick={setFile} />}
        <textarea
          aria-label={t('message')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint={onPhone() ? 'enter' : 'send'}
          rows={2}
          className="min-h-11 flex-1 resize-none rounded-xl border border-line px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
        />
        <Button type="submit" disabled={empty || tooLong}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
