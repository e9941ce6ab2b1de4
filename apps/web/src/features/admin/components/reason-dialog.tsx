import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      close();
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={title}
      description={text}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t('reason')}
        value={reason}
        error={error ?? undefined}
        onChange={(e) => setReason(e.target.value)}
      />
    </Dialog>
  );
}
