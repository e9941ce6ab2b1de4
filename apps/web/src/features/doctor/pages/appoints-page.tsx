import { hasStarted } from '@reayah/contracts';
import type { Appointment } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorAlert } from '#web/lib/alerts.ts';
import { formatClockRange, formatDate, fullDateAndClock } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { appointmentLifeUrls, useSetNoShow } from '../api/appointment-life.ts';
import { useAppointments, useCancelAppointment } from '../api/appointments.ts';
import { AppointmentEmails } from '../components/appointment-emails.tsx';
import { CancelWithReasonDialog } from '../components/cancel-with-reason-dialog.tsx';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CreateAppointmentDialog } from '../components/create-appointment-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { StatusPill } from '../components/status-pill.tsx';
import { UpdateAppointmentDialog } from '../components/update-appointment-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { UpcomingVisits } from '#web/components/visits/upcoming-visits.tsx';
import { VisitKindBadge } from '#web/components/visits/visit-kind-badge.tsx';
import { usePatientName } from '../hooks/use-patient-name.ts';
import { RelativeLabel } from '#web/components/relatives/relative-label.tsx';

/**
 * The doctor's 'Appoinments' page: the table and its dialogs. An upcoming appointment is cancelled
 * with a reason for the patient; a started or past one can be marked "Did not come"; each lists
 * the emails sent about it.
 */
export function AppointsPage() {
  const { t } = useTranslation('doctor');
  const { t: tv } = useTranslation('visits');
  const patientName = usePatientName();
  const doctorId = useDoctorId();
  const appointments = useAppointments(doctorId);
  const cancel = useCancelAppointment(doctorId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [cancellingWithReason, setCancellingWithReason] = useState<Appointment | null>(null);
  const noShow = useSetNoShow(doctorId);
  /** The last cancellation, announced and focused (its row, and the button, are gone). */
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const toggleNoShow = async (a: Appointment) => {
    try {
      await noShow.mutateAsync({ id: a.id, noShow: !a.no_show });
    } catch (error) {
      const detail =
        error instanceof ApiError && typeof error.body.detail === 'string' ? error.body.detail : undefined;
      void showErrorAlert(detail ?? t('appointments.noShowFailed'));
    }
  };

  const columns: Column<Appointment>[] = [
    {
      key: 'date',
      header: t('appointments.date'),
      cell: (a) => <span className="whitespace-nowrap">{formatDate(a.appointment_date)}</span>,
    },
    {
      key: 'time',
      header: t('appointments.time'),
      cell: (a) => (
        <span className="whitespace-nowrap tabular-nums">{formatClockRange(a.start_time, a.end_time)}</span>
      ),
    },
    {
      key: 'patient',
      header: t('appointments.patientName'),
      cell: (a) => (
        <>
          {patientName(a.patient_full_name)}
          <RelativeLabel relative={a.relative} />
        </>
      ),
    },
    {
      key: 'reason',
      header: t('appointments.visitReason'),
      // What the patient wrote when booking; a line of the card only when there is something.
      cell: (a) =>
        a.appointment_reason ? (
          <bdi className="block whitespace-pre-line break-words">{a.appointment_reason}</bdi>
        ) : null,
    },
    { key: 'kind', header: tv('kind.label'), cell: (a) => <VisitKindBadge kind={a.visit_kind} /> },
    {
      key: 'status',
      header: t('appointments.status'),
      cell: (a) =>
        a.no_show ? (
          <span className="inline-flex whitespace-nowrap rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-700">
            {t('appointments.noShow')}
          </span>
        ) : (
          <StatusPill
            positive={a.is_completed}
            label={a.is_completed ? t('appointments.complete') : t('appointments.notCompleted')}
          />
        ),
    },
    {
      key: 'actions',
      header: t('appointments.actions'),
      cell: (a) => {
        const which = { name: patientName(a.patient_full_name), date: formatDate(a.day) };
        const started = hasStarted(a.day, a.start_time);
        return (
          <div className="flex flex-wrap items-start gap-2 max-sm:justify-end">
            {started ? (
              <>
                <Button
                  size="sm"
                  variant={a.no_show ? 'secondary' : 'outline'}
                  aria-pressed={a.no_show}
                  aria-label={t('appointments.noShowLabel', which)}
                  loading={noShow.isPending && noShow.variables?.id === a.id}
                  onClick={() => void toggleNoShow(a)}
                >
                  {t('appointments.noShow')}
                </Button>
                <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setCancelling(a)}>
                  {t('appointments.cancelAction')}
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                className="text-red-600"
                aria-label={t('appointments.cancelWithReasonLabel', which)}
                onClick={() => setCancellingWithReason(a)}
              >
                {t('appointments.cancelWithReason')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
              {t('appointments.edit')}
            </Button>
            {started ? null : (
              <a
                href={appointmentLifeUrls.calendar(a.id)}
                download
                className={buttonClass('ghost', 'sm')}
                aria-label={t('appointments.addToCalendarLabel', which)}
              >
                {t('appointments.addToCalendar')}
              </a>
            )}
            <AppointmentEmails doctorId={doctorId} appointment={a} />
          </div>
        );
      },
    },
  ];

  return (
    <section>
      <PageHeader title={t('appointments.title')} subtitle={t('appointments.subtitle')}>
        <Button onClick={() => setCreating(true)}>{t('appointments.new')}</Button>
      </PageHeader>
      <UpcomingVisits />
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={
          notice
            ? 'mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-emerald-100'
            : 'sr-only'
        }
      >
        {notice}
      </p>
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
      <CancelWithReasonDialog
        doctorId={doctorId}
        appointment={cancellingWithReason}
        onClose={() => setCancellingWithReason(null)}
        onCancelled={(a) =>
          setNotice(
            t('appointments.cancelledNotice', {
              name: patientName(a.patient_full_name),
              ...fullDateAndClock(a.day, a.start_time),
            }),
          )
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('appointments.cancelTitle')}
        description={t('appointments.cancelText')}
        confirmLabel={t('appointments.delete')}
        cancelLabel={t('form.cancel')}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) await cancel.mutateAsync(cancelling.id);
        }}
        errorOf={() => t('form.failed')}
      />
    </section>
  );
}
