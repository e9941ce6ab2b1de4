import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FailureNote } from './field.tsx';

interface Props {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Does the work; the dialog closes once it resolves, and stays open if it rejects. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
  /** The message shown when onConfirm rejects; without it the dialog stays open silently. */
  errorOf?(error: unknown): string;
  /** Runs after the dialog has closed on a confirm that succeeded. */
  onDone?(): void;
  /** Red for what cannot be undone, else the brand colour. */
  tone?: 'danger' | 'primary';
  /** Whether the confirm button shows a spinner while working (it is disabled either way). */
  spinner?: boolean;
  /** Shown above the failure and the buttons, e.g. a field the confirm needs. */
  children?: ReactNode;
}

/**
 * A yes/no dialog on Dialog: Cancel closes it, the confirm button runs onConfirm and closes it once
 * done; while it works both buttons are disabled.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  errorOf,
  onDone,
  tone = 'danger',
  spinner = true,
  children,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorOf ? errorOf(error) : null);
      return;
    } finally {
      setBusy(false);
    }
    close();
    onDone?.();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={spinner && busy} disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FailureNote>{failure}</FailureNote>
    </Dialog>
  );
}
