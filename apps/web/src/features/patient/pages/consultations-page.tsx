import type { PatientConsultation } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, Table } from '../../../components/ui/table.tsx';
import { useConsultations } from '../api/consultations.ts';
import { ConsultationDialog } from '../components/consultation-dialog.tsx';
import { formatDate } from '../components/format.ts';
import { ListLoading, PageHeader } from '../components/page-header.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** SPEC §2 Consultations: Name, Created By, Created On, Options; the name opens the details. */
export function ConsultationsPage() {
  const { t } = useTranslation(PATIENT_NS);
  const consultations = useConsultations(usePatientId());
  const [open, setOpen] = useState<PatientConsultation | null>(null);
  useLoadFailedAlert(consultations.isError);
  const nameOf = (c: PatientConsultation) => c.objective || t('consultations.fallbackName');

  const columns: Column<PatientConsultation>[] = [
    {
      key: 'name',
      header: t('consultations.name'),
      cell: (c) => (
        <button
          type="button"
          onClick={() => setOpen(c)}
          className="font-medium text-brand-700 hover:underline"
        >
          {nameOf(c)}
        </button>
      ),
    },
    {
      key: 'by',
      header: t('consultations.createdBy'),
      cell: (c) => t('doctorName', { name: c.doctor_name }),
    },
    { key: 'on', header: t('consultations.createdOn'), cell: (c) => formatDate(c.date_created) },
    {
      key: 'options',
      header: t('consultations.options'),
      cell: (c) => (
        <Button variant="outline" size="sm" onClick={() => setOpen(c)}>
          {t('consultations.view')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('consultations.title')} />
      {consultations.isPending ? (
        <ListLoading label={t('loading')} />
      ) : (
        <Table
          columns={columns}
          rows={consultations.data ?? []}
          rowKey={(c) => c.id}
          empty={t('consultations.empty')}
        />
      )}
      <ConsultationDialog consultation={open} onClose={() => setOpen(null)} />
    </section>
  );
}
