import type { DoctorCard } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { pictureSources } from '#web/lib/picture-sources.ts';
import { MapPinIcon } from '#web/components/ui/page-icons.tsx';
import { CheckIcon } from '#web/components/ui/area-icons.tsx';
import { BOOKING_NS } from '../booking-i18n.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

function Picture({ doctor, alt }: { doctor: DoctorCard; alt: string }) {
  const [failed, setFailed] = useState(false);
  const initials = `${doctor.first_name[0] ?? ''}${doctor.last_name[0] ?? ''}`.toUpperCase() || '?';
  if (doctor.picture && !failed) {
    return (
      <img
        {...pictureSources(doctor.picture, 96)}
        alt={alt}
        width={96}
        height={96}
        onError={() => setFailed(true)}
        className="size-24 shrink-0 rounded-2xl bg-surface object-cover"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className="grid size-24 shrink-0 place-items-center rounded-2xl bg-brand-100 text-2xl font-semibold text-brand-800"
    >
      {initials}
    </span>
  );
}

const frame =
  'flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center';
const bar = 'animate-pulse rounded bg-line';

/**
 * The header's room while the doctor loads, line for line (badges, name, specialty, address), so
 * nothing below it moves when the doctor comes: the page is painted from HTML in this state.
 */
export function DoctorHeaderSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <div className={`size-24 shrink-0 rounded-2xl ${bar}`} />
      <div className="min-w-0 flex-1">
        <div className={`mb-2 h-6 w-40 ${bar}`} />
        <div className="flex h-8 items-center">
          <div className={`h-6 w-2/3 ${bar}`} />
        </div>
        <div className={`mt-1 h-6 w-1/3 ${bar}`} />
        <div className={`mt-1 h-5 w-1/2 ${bar}`} />
      </div>
    </div>
  );
}

/** Picture, whether Reayah verified the doctor, 'Dr.' and full name, specialization, address. */
export function DoctorHeader({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation(BOOKING_NS);
  const trust = useTranslation('trust').t;
  const name = doctor.full_name || `${doctor.first_name} ${doctor.last_name}`.trim();
  const title = t('doctorName', { name });
  return (
    <header className={frame}>
      <Picture doctor={doctor} alt={t('pictureAlt', { name })} />
      <div className="min-w-0 flex-1">
        <div className="mb-2 flex flex-wrap items-center gap-2">
          {doctor.is_certified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-3 py-1 text-xs font-semibold text-yellow-900">
              <CheckIcon className="size-3.5" />
              {trust('badge.verified')}
            </span>
          ) : (
            <>
              <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink">
                {trust('badge.unverified')}
              </span>
              <span className="text-xs text-muted">{trust('badge.unverifiedHint')}</span>
            </>
          )}
        </div>
        <h1 className="break-words text-2xl font-semibold text-ink">
          <bdi>{title}</bdi>
        </h1>
        <p className="mt-1 font-medium text-brand-700">
          {specialtyName(doctor.specialization_name) || t('specialtyNotSet')}
        </p>
        {doctor.address ? (
          <p className="mt-1 flex items-start gap-1 text-sm text-muted">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <bdi className="break-words">{doctor.address}</bdi>
          </p>
        ) : null}
      </div>
    </header>
  );
}
