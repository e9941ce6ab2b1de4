import type { AppNotification } from '@reayah/contracts';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import type { TFunction } from '#web/lib/i18n/index.ts';
import type { EnResources } from '#web/locales/en/index.ts';

type T = TFunction<EnResources['notifications']>;
type Reader = 'patient' | 'doctor';

/**
 * Who reads it. A change says who made it (`by`), and the other side is told; a booking is told to
 * both, and its link says to which area it belongs.
 */
function readerOf(n: AppNotification): Reader {
  if (n.kind === 'care.requested') return 'patient';
  if (n.data.by) return n.data.by === 'patient' ? 'doctor' : 'patient';
  return /^\/Doctores\//i.test(n.link) ? 'doctor' : 'patient';
}

/** The appointment's day and start, in Algeria's time, as the language writes them. */
function whenOf(t: T, n: AppNotification): string {
  const date = n.data.day ? formatDate(n.data.day) : '';
  if (!n.data.start_time) return date;
  return t('when', { date, time: formatClock(n.data.start_time) });
}

/** A notification's sentence in the reader's language, from its kind and facts. */
export function notificationText(t: T, n: AppNotification): string {
  const values = {
    doctor: n.data.doctor_name ?? '',
    patient: n.data.patient_name ?? '',
    reason: n.data.reason ?? '',
    when: whenOf(t, n),
  };
  const reader = readerOf(n);
  switch (n.kind) {
    case 'appointment.booked':
      if (n.data.by === 'doctor') return t('text.booked.byDoctor', values);
      if (reader === 'doctor' && n.data.relative_name)
        return t('text.booked.doctorFor', { ...values, relative: n.data.relative_name });
      return t(reader === 'doctor' ? 'text.booked.doctor' : 'text.booked.patient', values);
    case 'appointment.cancelled':
      if (reader === 'doctor') return t('text.cancelled.doctor', values);
      return t(values.reason ? 'text.cancelled.patientReason' : 'text.cancelled.patient', values);
    case 'appointment.rescheduled':
      return t(reader === 'doctor' ? 'text.rescheduled.doctor' : 'text.rescheduled.patient', values);
    case 'waitlist.slot_free':
      return t('text.slotFree', values);
    case 'account.deleted':
      return t('text.accountDeleted', values);
    case 'care.requested':
      if (n.data.answer === 'accepted') return t('text.careRequestedAccepted', values);
      if (n.data.answer === 'declined') return t('text.careRequestedDeclined', values);
      return t('text.careRequested', values);
    case 'care.accepted':
      return t('text.careAccepted', values);
    case 'care.declined':
      return t('text.careDeclined', values);
  }
}

/** The app path to open; anything that is not a path of this app is not followed. */
export function appPathOf(link: string): string | null {
  return /^\/(?!\/)/.test(link) ? link : null;
}
