import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { saveThreadNote } from '../api/conversations.ts';

interface Props {
  conversationId: number;
  /** The thread as text, oldest first, to start the note from. */
  transcript: string;
}

/** The doctor turns the thread into a consultation note of the patient. */
export function ThreadNoteButton({ conversationId, transcript }: Props) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  const [objective, setObjective] = useState('');
  const [content, setContent] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const start = () => {
    setContent(transcript);
    setState('idle');
    setOpen(true);
  };
  const save = async () => {
    setState('saving');
    try {
      await saveThreadNote(conversationId, { objective, content });
      setState('saved');
      setOpen(false);
    } catch {
      setState('error');
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={start}>
        {t('saveNote')}
      </Button>
      {state === 'saved' && (
        <p role="status" className="sr-only">
          {t('noteSaved')}
        </p>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('noteTitle')}
        size="lg"
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={state === 'saving'}
              disabled={!objective.trim() || !content.trim()}
            >
              {t('save')}
            </Button>
          </>
        }
      >
        <label className="block text-sm font-medium text-ink">
          {t('objective')}
          <input
            value={objective}
            onChange={(e) => setObjective(e.target.value)}
            className="mt-1 h-11 w-full rounded-xl border border-line px-3"
          />
        </label>
        <label className="mt-3 block text-sm font-medium text-ink">
          {t('content')}
          <textarea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={10}
            className="mt-1 w-full rounded-xl border border-line px-3 py-2 text-sm"
          />
        </label>
        {state === 'error' && <p className="mt-2 text-sm text-red-600">{t('loadError')}</p>}
      </Dialog>
    </>
  );
}
