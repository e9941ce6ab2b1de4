import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FileTextIcon } from '#web/components/ui/page-icons.tsx';
import { useFolderFiles } from '../api/get-folder-files.ts';
import { CenteredSpinner } from './centered-spinner.tsx';

interface Props {
  doctorId: string;
  folderId: number | null;
  onClose(): void;
}

/** 'Patient Files': the files of the folder the patient shared, each with a View link. */
export function PatientFilesDialog({ doctorId, folderId, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const files = useFolderFiles(doctorId, folderId);
  const list = files.data?.files ?? [];
  return (
    <Dialog
      open={folderId !== null}
      onClose={onClose}
      title={t('files.title')}
      description={files.data?.folder.name}
    >
      {files.isLoading ? (
        <CenteredSpinner label={t('files.loading')} />
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('files.empty')}</p>
      ) : (
        <ul className="max-h-[40vh] divide-y divide-line overflow-y-auto rounded-xl border border-line">
          {list.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-4 py-3">
              <FileTextIcon className="size-5 shrink-0 text-brand-700" />
              <span className="flex-1 truncate text-sm">{file.name}</span>
              <a
                href={file.file}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('files.view')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
