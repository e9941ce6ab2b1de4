import { FILE_UPLOAD_MAX_BYTES } from '@reayah/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { formatNumber } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
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

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Upload a File: a name, the file, and the upload's progress. A file over the limit is refused
 * before sending; an upload under way can be cancelled (the server keeps nothing of it); what went
 * wrong shows in the dialog itself.
 */
export function UploadDialog({ open, onClose, onUploaded, target }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const limit = formatNumber(FILE_UPLOAD_MAX_BYTES / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'long',
  });

  const reset = () => {
    setName('');
    setFile(null);
    setProgress(null);
    setError(null);
    setCancelled(false);
  };
  const close = () => {
    // Closed while sending: the upload stops, and nothing is said of it when the dialog opens again.
    const sending = upload.current;
    upload.current = null;
    sending?.abort();
    reset();
    onClose();
  };
  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    setCancelled(false);
    if (chosen && chosen.size > FILE_UPLOAD_MAX_BYTES) {
      // Not taken: the field shows no file, and the alert says why.
      input.value = '';
      setFile(null);
      setError(t('files.tooLarge', { limit }));
      return;
    }
    setError(null);
    setFile(chosen);
    if (chosen && !name.trim()) setName(chosen.name);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setCancelled(false);
    setProgress(0);
    try {
      await uploadFile(target, { name: name.trim() || file.name, file }, setProgress, controller.signal);
      reset();
      onUploaded();
      onClose();
    } catch (failure) {
      if (upload.current !== controller) return;
      setProgress(null);
      if (isCancel(failure)) setCancelled(true);
      else
        setError(
          failure instanceof ApiError
            ? t('files.uploadFailed', { msg: reasonOf(failure) })
            : t('files.uploadError'),
        );
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Dialog open={open} onClose={close} title={t('files.uploadTitle')} size="sm">
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
            aria-invalid={error ? true : undefined}
            aria-describedby="upload-file-hint"
            onChange={(e) => choose(e.target)}
            className="block w-full text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id="upload-file-hint" className="text-xs text-muted">
            {t('files.limit', { limit })}
          </p>
        </div>
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {cancelled ? (
          <p role="status" className="rounded-xl bg-surface px-3 py-2 text-sm text-ink">
            {t('files.cancelled')}
          </p>
        ) : null}
        {uploading ? (
          <div>
            <progress
              max={100}
              value={percent}
              aria-label={t('files.progress', { percent })}
              className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            />
            <p className="mt-1 text-sm text-muted" role="status" data-testid="upload-progress">
              {t('files.progress', { percent })}
            </p>
          </div>
        ) : null}
        <div className="flex justify-end gap-3">
          {uploading ? (
            <Button variant="ghost" onClick={() => upload.current?.abort()}>
              {t('files.stop')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={close}>
              {t('files.cancel')}
            </Button>
          )}
          <Button type="submit" loading={uploading} disabled={!file}>
            {t('files.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
