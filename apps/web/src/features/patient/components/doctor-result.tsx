import type { DoctorCard } from '@reayah/contracts';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

/** One doctor in the search modal: picture, name, specialization and See Bookings, in the same tab. */
export function DoctorResult({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation(PATIENT_NS);
  const badge = useTranslation('trust').t;
  const name = doctor.full_name || `${doctor.first_name} ${doctor.last_name}`.trim();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={name} picture={doctor.picture} alt={t('pictureAlt', { name })} />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium leading-snug text-ink">{t('doctorName', { name })}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-700">
          {specialtyName(doctor.specialization_name) || t('doctorSearch.specialtyNotSet')}
          {doctor.is_certified ? (
            <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
              {badge('badge.verified')}
            </span>
          ) : (
            <span
              title={badge('badge.unverifiedHint')}
              className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted"
            >
              {badge('badge.unverified')}
            </span>
          )}
        </p>
      </div>
      <Link
        to={paths.bookDoctor(doctor.doctor)}
        className={buttonClass('secondary', 'sm', 'ms-auto shrink-0')}
      >
        {t('doctorSearch.seeBookings')}{' '}
        <span className="sr-only">{t('doctorSearch.seeBookingsOf', { name })}</span>
      </Link>
    </li>
  );
}
