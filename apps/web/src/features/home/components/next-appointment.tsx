import type { NextAppointment as Next } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { CalendarIcon } from '#web/components/ui/area-icons.tsx';
import { call } from '#web/lib/api-route.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rawDoctorId } from '#web/lib/auth/auth-storage.ts';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * A signed-in patient's home starts with their next appointment (or says there is none) and the
 * way to their appointments and to a doctor. Read with a plain request: Home is a static page and
 * carries no query library.
 */
export function NextAppointment() {
  const { t } = useTranslation('dashboard');
  const { isAuth, patientId } = useAuth();
  const isPatient = isAuth && patientId !== null && rawDoctorId() === 'null';
  const [next, setNext] = useState<Next | null>(null);

  useEffect(() => {
    if (!isPatient || !patientId) return;
    const controller = new AbortController();
    call(addresses.patient.records.nextAppointment, {
      params: { patientId },
      signal: controller.signal,
    }).then(setNext, () => setNext(null));
    return () => controller.abort();
  }, [isPatient, patientId]);

  if (!isPatient || !patientId || !next) return null;
  const day = next.next_appointment_date;
  return (
    <section aria-labelledby="home-next" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <div
        data-testid="home-next-appointment"
        className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:flex-row sm:items-center"
      >
        <CalendarIcon className="size-8 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="home-next" className="text-sm font-medium text-white/85">
            {t('patientHome.title')}
          </h2>
          {day && next.doctor_name ? (
            <p className="mt-0.5 text-lg font-semibold">
              <bdi>{t('patientHome.with', { name: next.doctor_name })}</bdi>
              <span className="block font-normal text-white/90 first-letter:uppercase">
                {t('patientHome.when', {
                  date: formatDate(day, { weekday: 'long', day: 'numeric', month: 'long' }),
                  time: formatClock(next.start_time ?? '00:00'),
                })}
              </span>
            </p>
          ) : (
            <p className="mt-0.5 text-lg font-semibold">{t('patientHome.none')}</p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.patient.appoints(patientId)} className={buttonClass('secondary', 'md')}>
            {t('patientHome.appointments')}
          </Link>
          <Link to={paths.doctors} className={buttonClass('outline', 'md', 'bg-white text-brand-800')}>
            {t('patientHome.findDoctor')}
          </Link>
        </div>
      </div>
    </section>
  );
}
