import { FILE_DELETE_ANIMATION_MS, type MedicalFile } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { filesQuery } from '#web/components/medical-folders/api.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PLACE_MARK, TextAround } from '#web/lib/i18n/text-around.tsx';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ArrowLeftIcon } from '#web/components/ui/area-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDeleteFile, useFiles, useRefreshFolder, useRenameFile } from '../api/files.ts';
import { folderRefused, useFolder } from '../api/folders.ts';
import { StatusView } from '#web/components/status/status-view.tsx';
import { FilesTable } from '../components/files-table.tsx';
import { FolderGrants } from '../components/folder-grants.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { UploadIcon } from '../components/patient-icons.tsx';
import { RenameDialog } from '../components/rename-dialog.tsx';
import { UploadDialog } from '../components/upload-dialog.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A folder's files page: Back, Upload a File, and the files with Delete, Rename, Download. */
export function FolderPage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const folderId = useParams().folderId ?? '';
  const client = useQueryClient();
  const folder = useFolder(patientId, folderId);
  const files = useFiles(patientId, folderId);
  const rename = useRenameFile(patientId, folderId);
  const remove = useDeleteFile(folderId);
  const refresh = useRefreshFolder(patientId);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<MedicalFile | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState<MedicalFile | null>(null);
  // Another patient's folder, or none, by its address: one answer for both, which reveals nothing.
  const refused = folderRefused(folder.error) || folderRefused(files.error);
  useLoadFailedAlert(files.isError && !refused, t('files.listFailed'));

  /** Runs once the patient confirmed; a failure is rethrown for the dialog to show. */
  const onDelete = async (file: MedicalFile) => {
    setDeleting((s) => new Set(s).add(file.id));
    try {
      await Promise.all([remove.mutateAsync(file.id), wait(FILE_DELETE_ANIMATION_MS)]);
      client.setQueryData(filesQuery(patientId, folderId).queryKey, (list) =>
        list?.filter((f) => f.id !== file.id),
      );
      void refresh();
    } finally {
      setDeleting((s) => new Set([...s].filter((id) => id !== file.id)));
    }
  };

  if (refused) {
    return (
      <StatusView
        title={t('files.unreachable')}
        text={t('files.unreachableText')}
        action={
          <Link to={paths.patient.folders(patientId)} className={buttonClass('primary', 'md', 'mt-8')}>
            {t('files.backToFolders')}
          </Link>
        }
      />
    );
  }

  return (
    <section>
      <Link to={paths.patient.folders(patientId)} className={buttonClass('ghost', 'sm', 'mb-3 -ms-3')}>
        <ArrowLeftIcon className="size-4 flip-rtl" />
        {t('files.back')}
      </Link>
      <PageHeader title={folder.data?.name ?? t('folders.title')}>
        <Button onClick={() => setUploading(true)}>
          <UploadIcon className="size-4" />
          {t('files.upload')}
        </Button>
      </PageHeader>
      {folder.data?.relative ? (
        <p className="-mt-2 mb-4 text-sm font-medium text-brand-700">
          {t('relatives.folderFor', { name: folder.data.relative.full_name })}
        </p>
      ) : null}
      {files.isPending ? (
        <ListLoading label={t('loading')} />
      ) : (
        <FilesTable
          files={files.data ?? []}
          deleting={deleting}
          onDelete={setConfirmingDelete}
          onRename={setRenaming}
        />
      )}
      <FolderGrants folderId={folderId} />
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => void refresh()}
        target={{ patientId, folderId }}
      />
      <ConfirmDialog
        open={confirmingDelete !== null}
        title={t('files.deleteTitle')}
        description={
          confirmingDelete ? (
            <TextAround
              text={t('files.deleteText', { name: PLACE_MARK })}
              isolated={confirmingDelete.name}
              dir="auto"
            />
          ) : undefined
        }
        confirmLabel={t('files.delete')}
        cancelLabel={t('files.deleteKeep')}
        onConfirm={async () => {
          if (confirmingDelete) await onDelete(confirmingDelete);
        }}
        onClose={() => setConfirmingDelete(null)}
        errorOf={() => t('files.deleteFailed')}
      />
      <RenameDialog
        file={renaming}
        onClose={() => setRenaming(null)}
        onRename={(name) => rename.mutateAsync({ fileId: renaming?.id ?? 0, name })}
      />
    </section>
  );
}
