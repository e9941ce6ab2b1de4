import { useTranslation } from '#web/lib/i18n/index.ts';
import { CalendarIcon } from '#web/components/ui/area-icons.tsx';
import { useNextAppointment } from '../api/get-bookings.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { dayAndMonth, formatTime } from './format.ts';

/** The Next Appointment banner, day and month from the date. */
export function NextAppointmentBanner({ patientId }: { patientId: string }) {
  const { t } = useTranslation(PATIENT_NS);
  const next = useNextAppointment(patientId).data;
  const date = next?.next_appointment_date;
  const when = date ? dayAndMonth(date) : null;

  return (
    <section
      aria-labelledby="next-appointment"
      data-testid="next-appointment"
      className="mb-6 flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm"
    >
      <div className="grid h-16 min-w-20 shrink-0 place-items-center rounded-xl bg-white/15 px-2 text-center leading-tight">
        {when ? (
          <span>
            <span className="block text-2xl font-bold">{when.day}</span>
            <span className="block text-xs uppercase tracking-wide">{when.month}</span>
          </span>
        ) : (
          <CalendarIcon className="size-7" />
        )}
      </div>
      <div className="min-w-0">
        <h2 id="next-appointment" className="text-sm font-medium text-white/80">
          {t('appoints.nextTitle')}
        </h2>
        {next?.doctor_name ? (
          <p className="mt-0.5 break-words text-lg font-semibold">
            {t('appoints.nextWith', { name: next.doctor_name })}{' '}
            {next.start_time ? (
              <span className="font-normal text-white/80">
                {t('appoints.nextAt', { time: formatTime(next.start_time) })}
              </span>
            ) : null}
          </p>
        ) : (
          <p className="mt-0.5 text-lg font-semibold">{t('appoints.noNext')}</p>
        )}
      </div>
    </section>
  );
}
