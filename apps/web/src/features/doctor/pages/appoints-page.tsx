import type { Appointment } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, Table } from '../../../components/ui/table.tsx';
import { useAppointments, useCancelAppointment } from '../api/appointments.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CreateAppointmentDialog } from '../components/create-appointment-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusPill } from '../components/status-pill.tsx';
import { UpdateAppointmentDialog } from '../components/update-appointment-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { UpcomingVisits } from '../../../components/visits/upcoming-visits.tsx';
import { VisitKindBadge } from '../../../components/visits/visit-kind-badge.tsx';

/** SPEC §2 doctor 'Appoinments': the table and its three dialogs. */
export function AppointsPage() {
  const { t } = useTranslation('doctor');
  const { t: tv } = useTranslation('visits');
  const doctorId = useDoctorId();
  const appointments = useAppointments(doctorId);
  const cancel = useCancelAppointment(doctorId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);

  const columns: Column<Appointment>[] = [
    { key: 'date', header: t('appointments.date'), cell: (a) => a.appointment_date },
    { key: 'patient', header: t('appointments.patientName'), cell: (a) => a.patient_full_name },
    { key: 'kind', header: tv('kind.label'), cell: (a) => <VisitKindBadge kind={a.visit_kind} /> },
    {
      key: 'status',
      header: t('appointments.status'),
      cell: (a) => (
        <StatusPill
          positive={a.is_completed}
          label={a.is_completed ? t('appointments.complete') : t('appointments.notCompleted')}
        />
      ),
    },
    {
      key: 'actions',
      header: t('appointments.actions'),
      cell: (a) => (
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setCancelling(a)}>
            {t('appointments.cancelAction')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
            {t('appointments.edit')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('appointments.title')}
        subtitle={t('appointments.subtitle')}
        action={<Button onClick={() => setCreating(true)}>{t('appointments.new')}</Button>}
      />
      <UpcomingVisits />
      {appointments.isLoading ? (
        <CenteredSpinner label={t('appointments.loading')} />
      ) : (
        <Table
          columns={columns}
          rows={appointments.data ?? []}
          rowKey={(a) => a.id}
          empty={t('appointments.empty')}
          caption={t('appointments.title')}
        />
      )}
      <CreateAppointmentDialog doctorId={doctorId} open={creating} onClose={() => setCreating(false)} />
      <UpdateAppointmentDialog doctorId={doctorId} appointment={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('appointments.cancelTitle')}
        text={t('appointments.cancelText')}
        confirmLabel={t('appointments.delete')}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) await cancel.mutateAsync(cancelling.id);
        }}
        errorOf={() => t('form.failed')}
      />
    </section>
  );
}
