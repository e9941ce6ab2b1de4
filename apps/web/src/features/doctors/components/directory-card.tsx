import type { DoctorCard } from '@reayah/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { MapPinIcon } from '#web/components/ui/page-icons.tsx';
import { CheckIcon } from '#web/components/ui/area-icons.tsx';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';
import { wilayaName } from '#web/lib/i18n/wilaya-name.ts';
import { paths } from '#web/lib/paths.ts';
import { DOCTORS_NS } from '../doctors-i18n.ts';

const nameOf = (d: DoctorCard) => d.full_name.trim() || `${d.first_name} ${d.last_name}`.trim();

/** "samedi 28 novembre à 09:00": an instant in Algeria, in the page's language, 24-hour outside English. */
function NextSlot({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation(DOCTORS_NS);
  if (!at) return <p className="text-sm text-muted">{t('noSlot')}</p>;
  const date = formatDate(at, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = formatDate(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <p className="text-sm">
      <span className="text-muted">{t('nextSlot')} </span>
      <span className="font-semibold text-brand-800">{t('dateAtTime', { date, time })}</span>
    </p>
  );
}

/**
 * A doctor of the directory: name, the verified mark (or what "not verified" means), specialty,
 * address and wilaya, the soonest free slot, and the way to their page and slots.
 */
export function DirectoryCard({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation(DOCTORS_NS);
  const trust = useTranslation('trust').t;
  const name = nameOf(doctor);
  const title = t('doctorName', { name });
  const place = [doctor.address, doctor.wilaya && wilayaName(doctor.wilaya)].filter(Boolean).join(' · ');
  const titleId = useId();
  return (
    <li
      data-testid="directory-card"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <Avatar
          name={name}
          picture={doctor.picture ?? doctor.doctor_picture}
          alt=""
          className="size-14 text-lg"
          size={56}
        />
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="font-semibold text-ink">
            <bdi className="break-words">{title}</bdi>
          </h2>
          {doctor.is_certified ? (
            <p className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
              <CheckIcon className="size-3.5" />
              {trust('badge.verified')}
            </p>
          ) : (
            <p className="text-xs text-muted">
              <span className="me-1 rounded-full bg-surface px-2 py-0.5 font-medium text-ink">
                {trust('badge.unverified')}
              </span>
              {trust('badge.unverifiedHint')}
            </p>
          )}
          <p className="text-sm text-brand-700">
            {specialtyName(doctor.specialization_name) || t('noSpecialty')}
          </p>
          <p className="flex items-start gap-1 text-sm text-muted">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <bdi className="break-words">{place || t('noAddress')}</bdi>
          </p>
          <NextSlot at={doctor.next_free_slot} />
        </div>
      </div>
      <Link
        to={paths.bookDoctor(doctor.id)}
        aria-describedby={titleId}
        className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}
      >
        {t('seeSlots')}
      </Link>
    </li>
  );
}
