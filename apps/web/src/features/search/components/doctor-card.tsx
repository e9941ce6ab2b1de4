import type { DoctorCard as Doctor } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { MapPinIcon } from '#web/components/ui/page-icons.tsx';
import { CheckIcon } from '#web/components/ui/area-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { PracticeFacts } from './practice-facts.tsx';
import { SEARCH_NS } from '../search-i18n.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useSignedInAsStaff } from '#web/lib/auth/staff.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

export const doctorName = (d: Doctor) => d.full_name.trim() || `${d.first_name} ${d.last_name}`.trim();

/**
 * Picture, 'Dr.' and name, specialization, address and a Book link; certified doctors get a yellow
 * border. `reason`, the symptoms searched, goes with the link (in the page's history state, never
 * in the address) to fill in the booking's reason.
 */
export function DoctorCard({ doctor, reason }: { doctor: Doctor; reason?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const badge = useTranslation('trust').t;
  const name = doctorName(doctor);
  const title = t('doctors.doctorName', { name });
  // A doctor or an assistant signed in looks at a colleague's free slots; patients book them.
  const staff = useSignedInAsStaff();
  const frame = doctor.is_certified ? 'border-2 border-yellow-400 shadow-yellow-100' : 'border border-line';

  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-center ${frame}`}
      data-certified={doctor.is_certified || undefined}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar
          name={name}
          picture={doctor.picture ?? doctor.doctor_picture}
          alt={title}
          className="size-14 text-lg"
          size={56}
        />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span className="break-words">{title}</span>
            {doctor.is_certified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
                <CheckIcon className="size-3.5" />
                {badge('badge.verified')}
              </span>
            ) : (
              <span
                title={badge('badge.unverifiedHint')}
                className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted"
              >
                {badge('badge.unverified')}
              </span>
            )}
          </h3>
          <p className="text-sm text-brand-700">
            {specialtyName(doctor.specialization_name) || t('doctors.noSpecialty')}
          </p>
          <p className="mt-1 flex items-start gap-1 text-sm text-muted">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <bdi className="break-words">{doctor.address || t('doctors.noAddress')}</bdi>
          </p>
          <PracticeFacts doctor={doctor} />
        </div>
      </div>
      <Link
        to={paths.bookDoctor(doctor.id)}
        state={reason ? { reason } : undefined}
        aria-label={t(staff ? 'doctors.slotsLabel' : 'doctors.bookLabel', { name })}
        className={buttonClass(staff ? 'secondary' : 'primary', 'md', 'w-full shrink-0 sm:w-auto')}
      >
        {t(staff ? 'doctors.slots' : 'doctors.book')}
      </Link>
    </li>
  );
}
