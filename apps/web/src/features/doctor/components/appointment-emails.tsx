import type { Appointment } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate, formatDateTime } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { type AppointmentMessage, appointmentMessagesQuery } from '../api/appointment-life.ts';
import { usePatientName } from '../hooks/use-patient-name.ts';

const KIND_KEYS = {
  'appointment.confirmation': 'appointments.emailKinds.confirmation',
  'appointment.reminder': 'appointments.emailKinds.reminder',
  'appointment.rescheduled': 'appointments.emailKinds.rescheduled',
  'appointment.cancelled-by-patient': 'appointments.emailKinds.cancelledByPatient',
  'appointment.cancelled-by-doctor': 'appointments.emailKinds.cancelledByDoctor',
  'appointment.waitlist': 'appointments.emailKinds.waitlist',
} as const;

const STATUS_KEYS = {
  queued: 'appointments.emailStatus.queued',
  sent: 'appointments.emailStatus.sent',
  retrying: 'appointments.emailStatus.retrying',
  failed: 'appointments.emailStatus.failed',
} as const satisfies Record<AppointmentMessage['status'], string>;

const STATUS_STYLE = {
  queued: 'bg-amber-50 text-amber-800',
  sent: 'bg-emerald-50 text-emerald-700',
  retrying: 'bg-amber-50 text-amber-800',
  failed: 'bg-red-50 text-red-700',
} as const satisfies Record<AppointmentMessage['status'], string>;

const kindKey = (kind: string) =>
  kind in KIND_KEYS ? KIND_KEYS[kind as keyof typeof KIND_KEYS] : 'appointments.emailKinds.other';

/**
 * "Emails": a disclosure listing the emails sent about the appointment, each with its delivery
 * status; asked for when first opened, and again whenever the schedule changes while open.
 */
export function AppointmentEmails({ doctorId, appointment }: { doctorId: string; appointment: Appointment }) {
  const { t } = useTranslation('doctor');
  const patientName = usePatientName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const messages = useQuery({ ...appointmentMessagesQuery(doctorId, appointment.id), enabled: open });

  return (
    <div className="min-w-0">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('appointments.emailsLabel', {
          name: patientName(appointment.patient_full_name),
          date: formatDate(appointment.day),
        })}
        onClick={() => setOpen((o) => !o)}
      >
        {t('appointments.emails')}
      </Button>
      <div id={panelId} hidden={!open} className="mt-2 min-w-56 rounded-xl border border-line bg-surface p-3">
        {!open ? null : messages.isPending ? (
          <Spinner label={t('appointments.emailsLoading')} />
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('appointments.emailsFailed')}
          </p>
        ) : messages.data.length === 0 ? (
          <p className="text-sm text-muted">{t('appointments.emailsNone')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {messages.data.map((m, i) => (
              <li
                key={`${m.kind}-${m.created_at}-${i}`}
                className="flex flex-wrap items-center gap-x-2 gap-y-1"
              >
                <span className="font-medium text-ink">{t(kindKey(m.kind))}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[m.status]}`}>
                  {t(STATUS_KEYS[m.status])}
                </span>
                <time dateTime={m.sent_at ?? m.created_at} className="text-xs text-muted">
                  {formatDateTime(m.sent_at ?? m.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
