import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadFile } from '../api/upload-file.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  open: boolean;
  onClose(): void;
  onUploaded(): void;
  target: { patientId: string; folderId: string };
}

function reasonOf(error: ApiError): string {
  const body = error.body as Record<string, unknown>;
  const first = Object.values(body).flat()[0];
  return typeof body.detail === 'string' ? body.detail : typeof first === 'string' ? first : error.message;
}

/** Upload a File: a name, the file, and the upload's progress. */
export function UploadDialog({ open, onClose, onUploaded, target }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const reset = () => {
    setName('');
    setFile(null);
    setProgress(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setProgress(0);
    try {
      await uploadFile(target, { name: name.trim() || file.name, file }, setProgress);
      reset();
      onUploaded();
      onClose();
    } catch (error) {
      setProgress(null);
      const text =
        error instanceof ApiError
          ? t('files.uploadFailed', { msg: reasonOf(error) })
          : t('files.uploadError');
      await showAlert({ icon: 'error', title: text });
    }
  };
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Dialog
      open={open}
      onClose={uploading ? () => undefined : onClose}
      title={t('files.uploadTitle')}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label={t('files.nameLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={uploading}
        />
        <div className="space-y-1.5">
          <label htmlFor="upload-file" className="block text-sm font-medium text-ink">
            {t('files.fileLabel')}
          </label>
          <input
            id="upload-file"
            type="file"
            disabled={uploading}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen && !name.trim()) setName(chosen.name);
            }}
            className="block w-full text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
        </div>
        {uploading ? (
          <div>
            <progress
              max={100}
              value={percent}
              className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            />
            <p className="mt-1 text-sm text-muted" role="status" data-testid="upload-progress">
              {t('files.progress', { percent })}
            </p>
          </div>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={uploading}>
            {t('files.cancel')}
          </Button>
          <Button type="submit" loading={uploading} disabled={!file}>
            {t('files.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
