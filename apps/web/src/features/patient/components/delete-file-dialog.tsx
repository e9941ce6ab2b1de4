import type { MedicalFile } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  file: MedicalFile | null;
  onClose(): void;
  /** Deletes the file; a rejection keeps the dialog open with the failure. */
  onDelete(file: MedicalFile): Promise<void>;
}

/** Asks before a medical file is deleted for good, naming it; Delete shows a spinner until done. */
export function DeleteFileDialog({ file, onClose, onDelete }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await onDelete(file);
      close();
    } catch {
      setFailure(t('files.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={file !== null}
      onClose={close}
      size="sm"
      title={t('files.deleteTitle')}
      description={file ? t('files.deleteText', { name: file.name }) : undefined}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('files.deleteKeep')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('files.delete')}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
