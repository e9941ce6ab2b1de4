import type { PatientConsultation, PatientPrescription } from '@reayah/contracts';
import { useMemo, useState } from 'react';
import { prescriptionPdfUrl, usePatientPrescriptions } from '#web/components/prescriptions/api.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { useConsultations } from '../api/consultations.ts';
import { ConsultationDialog } from '../components/consultation-dialog.tsx';
import { formatDate } from '../components/format.ts';
import { ListLoading, PageHeader } from '../components/page-header.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** Consultations: Name, Created By, Created On, Options; the name opens the details. */
export function ConsultationsPage() {
  const { t } = useTranslation(PATIENT_NS);
  const tp = useTranslation('prescriptions').t;
  const consultations = useConsultations(usePatientId());
  const prescriptions = usePatientPrescriptions();
  const [open, setOpen] = useState<PatientConsultation | null>(null);
  useLoadFailedAlert(consultations.isError || prescriptions.isError);
  // Newest first, as the API lists them.
  const byConsultation = useMemo(() => {
    const map = new Map<number, PatientPrescription[]>();
    for (const p of prescriptions.data ?? [])
      map.set(p.consultation, [...(map.get(p.consultation) ?? []), p]);
    return map;
  }, [prescriptions.data]);
  const latest = (c: PatientConsultation) => {
    const list = byConsultation.get(c.id) ?? [];
    return list.find((p) => !p.revoked_at) ?? list[0];
  };
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
      cell: (c) => {
        const prescription = latest(c);
        return (
          <span className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setOpen(c)}>
              {t('consultations.view')}
            </Button>
            {prescription ? (
              <a
                href={prescriptionPdfUrl(prescription.id)}
                download
                aria-label={tp('patient.downloadLabel', { code: prescription.code })}
                className={buttonClass('secondary', 'sm')}
              >
                {tp('patient.download')}
              </a>
            ) : null}
          </span>
        );
      },
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
      <ConsultationDialog
        consultation={open}
        prescriptions={open ? (byConsultation.get(open.id) ?? []) : []}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
