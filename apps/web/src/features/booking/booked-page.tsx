import type { BookedAppointment, PatientBooking } from '@reayah/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { CheckIcon } from '#web/components/ui/area-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { VisitKindBadge } from '#web/components/visits/visit-kind-badge.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { formatClockRange } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useDoctorCard } from './api/doctor-card.ts';
import { calendarFile, useMyBookings } from './api/slots.ts';
import { BOOKING_NS } from './booking-i18n.ts';
import { longDay } from './components/slot-picker.tsx';

type Shown = Pick<BookedAppointment, 'id' | 'day' | 'start_time' | 'end_time'> & {
  visit_kind?: BookedAppointment['visit_kind'];
  /** Absent from a list kept offline before the reason was sent. */
  appointment_reason?: string;
};

/**
 * The booking just made (carried by the navigation), else the patient's list read again (a reload).
 * Only with the doctor named in the address: the page shows that doctor's name and address, so an
 * appointment with another doctor is not found here rather than shown at the wrong place.
 */
function useAppointment(patientId: string, doctorId: string, appointmentId: string) {
  const carried = (useLocation().state as { appointment?: BookedAppointment } | null)?.appointment;
  const list = useMyBookings(carried ? null : patientId);
  const named = (b: { id: number; doctor: number }) =>
    String(b.id) === appointmentId && String(b.doctor) === doctorId;
  if (carried && named(carried)) return { appointment: carried as Shown, pending: false };
  const found: PatientBooking | undefined = list.data?.find(named);
  return { appointment: found as Shown | undefined, pending: list.isPending };
}

/**
 * After the booking: what was booked, with the reason the patient wrote, and the next steps (the
 * list, a calendar, the way there).
 */
export function BookedPage() {
  const { t } = useTranslation(BOOKING_NS);
  const { id: doctorId = '', appointmentId = '' } = useParams();
  const patientId = useAuth().patientId ?? '';
  const doctor = useDoctorCard(doctorId).data;
  const { appointment, pending } = useAppointment(patientId, doctorId, appointmentId);
  const name = doctor ? doctor.full_name || `${doctor.first_name} ${doctor.last_name}`.trim() : '';
  const video = appointment?.visit_kind === 'video';
  const address = !video && doctor?.address ? doctor.address : null;

  return (
    <div className="min-h-[calc(100dvh-var(--spacing-nav))] bg-surface">
      <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 lg:py-12">
        {appointment ? (
          <section
            aria-labelledby="booked-title"
            className="space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <CheckIcon className="size-6" />
              </span>
              <h1 id="booked-title" className="text-xl font-semibold text-ink">
                {t('bookedTitle')}
              </h1>
            </div>
            <dl data-testid="booked-recap" className="space-y-2 text-sm">
              <div className="flex gap-3">
                <dt className="w-24 shrink-0 text-muted">{t('recapDoctor')}</dt>
                <dd className="font-medium">
                  <bdi>{t('doctorName', { name })}</bdi>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="w-24 shrink-0 text-muted">{t('recapDate')}</dt>
                <dd className="font-medium first-letter:uppercase">{longDay(appointment.day)}</dd>
              </div>
              <div className="flex gap-3">
                <dt className="w-24 shrink-0 text-muted">{t('recapTime')}</dt>
                <dd className="font-medium tabular-nums">
                  {formatClockRange(appointment.start_time, appointment.end_time)}
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="w-24 shrink-0 text-muted">{t('recapPlace')}</dt>
                <dd className="min-w-0 break-words font-medium">
                  {appointment.visit_kind ? (
                    <VisitKindBadge kind={appointment.visit_kind} className="me-2" />
                  ) : null}
                  <bdi>{video ? t('videoPlace') : (doctor?.address ?? t('noAddress'))}</bdi>
                </dd>
              </div>
              {appointment.appointment_reason ? (
                <div className="flex gap-3">
                  <dt className="w-24 shrink-0 text-muted">{t('recapReason')}</dt>
                  {/* The patient's own words, in whichever language they wrote them. */}
                  <dd className="min-w-0 whitespace-pre-line break-words font-medium">
                    <bdi>{appointment.appointment_reason}</bdi>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link
                to={paths.patient.appoints(patientId)}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                {t('myAppointments')}
              </Link>
              <a
                href={calendarFile(appointment.id)}
                download
                className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
              >
                {t('addToCalendar')}
              </a>
              {address ? (
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
                >
                  {t('directions')}
                </a>
              ) : null}
            </div>
          </section>
        ) : pending ? (
          <div className="grid place-items-center py-12 text-brand-700">
            <Spinner label={t('loading')} />
          </div>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-center text-muted">{t('bookedMissing')}</p>
        )}
      </div>
    </div>
  );
}
