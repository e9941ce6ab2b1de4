import { FILE_MESSAGES, type MedicalFile } from '@reayah/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  file: MedicalFile | null;
  onClose(): void;
  onRename(name: string): Promise<unknown>;
}

export function RenameDialog({ file, onClose, onRename }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setName(file?.name ?? '');
    setError(undefined);
  }, [file]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(FILE_MESSAGES.name);
    setSaving(true);
    try {
      await onRename(name.trim());
      onClose();
    } catch (failure) {
      // Rename failures are only logged.
      console.warn('rename failed', failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={file !== null} onClose={onClose} title={t('files.renameTitle')} size="sm">
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label={t('files.nameLabel')}
          value={name}
          autoFocus
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('files.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('files.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
