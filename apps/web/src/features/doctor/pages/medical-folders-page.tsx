import type { SharedFolderItem } from '@reayah/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useSharedFolders } from '../api/patient-record.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PatientFilesDialog } from '../components/patient-files-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

/** The folders patients share with the doctor now, by patient, with until when; each opens its files. */
export function MedicalFoldersPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const folders = useSharedFolders(doctorId);
  const [open, setOpen] = useState<number | null>(null);

  const columns: Column<SharedFolderItem>[] = [
    {
      key: 'patient',
      header: t('folders.patient'),
      cell: (f) => (
        <Link
          to={paths.doctor.patient(doctorId, f.patient)}
          className="font-medium text-brand-700 hover:underline"
        >
          {f.patient_name}
        </Link>
      ),
    },
    { key: 'folder', header: t('folders.folder'), cell: (f) => f.name },
    { key: 'files', header: t('folders.files'), cell: (f) => f.files },
    {
      key: 'until',
      header: t('folders.until'),
      cell: (f) => (f.expires_at ? formatDate(f.expires_at) : t('record.untilRevoked')),
    },
    {
      key: 'open',
      header: t('folders.open'),
      cell: (f) => (
        <Button size="sm" variant="outline" onClick={() => setOpen(f.id)}>
          {t('record.openFolder')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('folders.title')} />
      <p className="mb-4 text-sm text-muted">{t('folders.intro')}</p>
      {folders.isPending ? (
        <CenteredSpinner label={t('folders.loading')} />
      ) : folders.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-700">
          {t('folders.failed')}
        </p>
      ) : (
        <Table
          columns={columns}
          rows={folders.data.results}
          rowKey={(f) => f.id}
          empty={t('folders.empty')}
        />
      )}
      <PatientFilesDialog doctorId={doctorId} folderId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
