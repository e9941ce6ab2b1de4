import type { Conversation } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
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
  const name = conversation.other.full_name;

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
      <ConfirmDialog
        open={asking !== null}
        title={shown?.title ?? ''}
        description={shown?.text}
        confirmLabel={shown?.label ?? ''}
        cancelLabel={t('cancel')}
        onConfirm={async () => {
          if (asking) await chooseForConversation(conversation.id, asking);
        }}
        onClose={() => setAsking(null)}
        errorOf={(e) => (e instanceof ApiError ? e.message : t('actionError'))}
        onDone={() => {
          if (asking === 'leave') onLeft();
          void client.invalidateQueries({ queryKey: inboxKey });
        }}
        tone={asking === 'unblock' ? 'primary' : 'danger'}
      />
    </>
  );
}
