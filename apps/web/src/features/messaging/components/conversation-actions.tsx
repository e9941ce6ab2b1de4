import type { Conversation } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { chooseForConversation, inboxKey } from '../api/conversations.ts';

type Choice = 'block' | 'unblock' | 'leave';

interface Props {
  conversation: Conversation;
  /** Called once the patient left: the conversation is no longer theirs to show. */
  onLeft(): void;
}

/** The patient's say over a conversation: block (or unblock) its doctor, or leave it, each confirmed. */
export function ConversationActions({ conversation, onLeft }: Props) {
  const { t } = useTranslation('messaging');
  const client = useQueryClient();
  const [asking, setAsking] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = conversation.other.full_name;

  const close = () => {
    setAsking(null);
    setError(null);
  };
  const confirm = async (choice: Choice) => {
    setBusy(true);
    setError(null);
    try {
      await chooseForConversation(conversation.id, choice);
      close();
      if (choice === 'leave') onLeft();
      await client.invalidateQueries({ queryKey: inboxKey });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('actionError'));
    } finally {
      setBusy(false);
    }
  };

  const texts = {
    block: { title: t('blockTitle', { name }), text: t('blockText'), label: t('block') },
    unblock: { title: t('unblockTitle', { name }), text: t('unblockText'), label: t('unblock') },
    leave: { title: t('leaveTitle', { name }), text: t('leaveText'), label: t('leave') },
  };
  const shown = asking ? texts[asking] : null;

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(conversation.blocked ? 'unblock' : 'block')}>
        {conversation.blocked ? t('unblock') : t('block')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking('leave')}>
        {t('leave')}
      </Button>
      <Dialog
        open={asking !== null}
        onClose={close}
        size="sm"
        title={shown?.title ?? ''}
        description={shown?.text}
        actions={
          <>
            <Button variant="ghost" onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              variant={asking === 'unblock' ? 'primary' : 'danger'}
              loading={busy}
              onClick={() => asking && void confirm(asking)}
            >
              {shown?.label}
            </Button>
          </>
        }
      >
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
