import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  open: boolean;
  title: string;
  text: string;
  onClose(): void;
  onConfirm(reason: string): Promise<unknown>;
}

/** Asks for the reason of a refusal or a suspension; the reason is required. */
export function ReasonDialog({ open, title, text, onClose, onConfirm }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  // Said under the field, not above the buttons: the dialog is told nothing of it.
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setError(t('reasonRequired'));
      throw new Error('no reason');
    }
    try {
      await onConfirm(reason.trim());
    } catch (failure) {
      setError(t('failed'));
      throw failure;
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={text}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      onClose={close}
      spinner={false}
    >
      <TextAreaField
        label={t('reason')}
        value={reason}
        error={error ?? undefined}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
