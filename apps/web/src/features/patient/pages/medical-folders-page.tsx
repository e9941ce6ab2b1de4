import type { MedicalFolder } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { FolderIcon } from '#web/components/ui/page-icons.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { paths } from '#web/lib/paths.ts';
import { useFolders } from '../api/folders.ts';
import { AddFolderDialog } from '../components/add-folder-dialog.tsx';
import { formatDate } from '../components/format.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { PlusIcon } from '../components/patient-icons.tsx';
import { useLoadFailedAlert, usePatientId, useSizeText } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** Medical Folders: Name (link), Created at, Size, Options, and the Add Folder modal. */
export function MedicalFoldersPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const folders = useFolders(patientId);
  const navigate = useNavigate();
  const [open, setOpen] = useState(adding);
  const sizeText = useSizeText();
  useLoadFailedAlert(folders.isError);

  const close = () => {
    setOpen(false);
    if (adding) void navigate(paths.patient.folders(patientId), { replace: true });
  };
  const columns: Column<MedicalFolder>[] = [
    {
      key: 'name',
      header: t('folders.name'),
      cell: (f) => (
        <Link
          to={paths.patient.folder(patientId, f.id)}
          className="flex items-center gap-2 font-medium text-brand-700 hover:underline"
        >
          <FolderIcon className="size-5 shrink-0" />
          <span className="break-all">{f.name}</span>
          {f.relative ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t('relatives.folderFor', { name: f.relative.full_name })}
            </span>
          ) : null}
        </Link>
      ),
    },
    { key: 'created', header: t('folders.createdAt'), cell: (f) => formatDate(f.created_at) },
    {
      key: 'size',
      header: t('folders.size'),
      cell: (f) => (
        <span className="whitespace-nowrap">
          {sizeText(f.size)}{' '}
          <span className="text-muted">· {t('folders.files', { count: f.file_count })}</span>
        </span>
      ),
    },
    {
      key: 'options',
      header: t('folders.options'),
      cell: (f) => (
        <Link to={paths.patient.folder(patientId, f.id)} className={buttonClass('outline', 'sm')}>
          {t('folders.open')}
        </Link>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('folders.title')}>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon className="size-4" />
          {t('folders.add')}
        </Button>
      </PageHeader>
      {folders.isPending ? (
        <ListLoading label={t('loading')} />
      ) : (
        <Table columns={columns} rows={folders.data ?? []} rowKey={(f) => f.id} empty={t('folders.empty')} />
      )}
      <AddFolderDialog open={open} onClose={close} patientId={patientId} />
    </section>
  );
}
