import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
  /** The message of a failed confirm, or the generic one. */
  errorOf(error: unknown): string;
}

/** A yes/no dialog whose confirm button shows a spinner and whose failure shows inline. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose, errorOf }: Props) {
  const { t } = useTranslation('doctor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(errorOf(e));
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
            {t('form.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
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
  );
}
