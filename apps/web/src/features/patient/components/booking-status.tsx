import type { PatientBooking } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PLACE_MARK, TextAround } from '#web/lib/i18n/text-around.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';

const STYLE = {
  booked: 'bg-amber-100 text-amber-900',
  completed: 'bg-brand-100 text-brand-800',
  no_show: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-50 text-red-800',
} as const satisfies Record<PatientBooking['status'], string>;

/**
 * An appointment's state; a doctor's cancellation shows the doctor's reason, as written, isolated: a
 * Latin reason on an Arabic page keeps its order and the sentence its own.
 */
export function BookingStatus({ booking }: { booking: PatientBooking }) {
  const { t } = useTranslation(PATIENT_NS);
  const label = (() => {
    switch (booking.status) {
      case 'booked':
        return t('appoints.statusBooked');
      case 'completed':
        return t('appoints.completed');
      case 'no_show':
        return t('appoints.statusNoShow');
      case 'cancelled':
        return booking.cancelled_by === 'doctor'
          ? t('appoints.statusCancelledByDoctor')
          : t('appoints.statusCancelledByYou');
    }
  })();
  const reason = booking.status === 'cancelled' ? booking.cancel_reason?.trim() : '';
  return (
    <span className="inline-flex flex-col items-start gap-1 max-sm:items-end">
      <span className={`rounded-full px-2.5 py-1 text-xs font-medium ${STYLE[booking.status]}`}>{label}</span>
      {reason ? (
        <span className="max-w-64 break-words text-xs text-muted">
          <TextAround
            text={t('appoints.cancelReason', { reason: PLACE_MARK })}
            isolated={reason}
            dir="auto"
          />
        </span>
      ) : null}
    </span>
  );
}
