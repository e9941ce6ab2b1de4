import type { DoctorConsultation } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useConsultations } from '../api/get-consultations.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PrescriptionsDialog } from '../components/prescriptions-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { usePatientName } from '../hooks/use-patient-name.ts';

const PAGE_SIZE = 20;

/**
 * The doctor's consultations, newest first (once a placeholder): each opens its
 * prescriptions, to issue, download and revoke.
 */
export function ConsultationsPage() {
  const { t } = useTranslation('prescriptions');
  const patientName = usePatientName();
  const [page, setPage] = useState(1);
  const consultations = useConsultations(useDoctorId(), page);
  const [open, setOpen] = useState<DoctorConsultation | null>(null);
  const pages = Math.max(1, Math.ceil((consultations.data?.count ?? 0) / PAGE_SIZE));

  const columns: Column<DoctorConsultation>[] = [
    { key: 'patient', header: t('doctor.patient'), cell: (c) => patientName(c.patient_name) },
    { key: 'objective', header: t('doctor.objective'), cell: (c) => c.objective },
    { key: 'on', header: t('doctor.createdOn'), cell: (c) => formatDate(c.date_created) },
    {
      key: 'medicines',
      header: t('doctor.medicines'),
      cell: (c) => c.medicineItems.map((m) => m.name).join(', ') || '—',
    },
    {
      key: 'options',
      header: t('doctor.options'),
      cell: (c) => (
        <Button variant="outline" size="sm" onClick={() => setOpen(c)}>
          {t('doctor.prescriptions')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('doctor.title')} />
      {consultations.isPending ? (
        <CenteredSpinner label={t('doctor.loading')} />
      ) : consultations.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-700">
          {t('doctor.failed')}
        </p>
      ) : (
        <Table
          columns={columns}
          rows={consultations.data.results}
          rowKey={(c) => c.id}
          empty={t('doctor.empty')}
        />
      )}
      {pages > 1 ? (
        <nav className="mt-4 flex items-center justify-end gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('doctor.previous')}
          </Button>
          <span className="text-muted">{t('doctor.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('doctor.next')}
          </Button>
        </nav>
      ) : null}
      <PrescriptionsDialog consultation={open} onClose={() => setOpen(null)} />
    </section>
  );
}
