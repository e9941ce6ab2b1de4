import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useRelativesToBookFor } from '../api/relatives.ts';
import { BOOKING_NS } from '../booking-i18n.ts';

interface Props {
  patientId: string;
  /** The relative chosen, or null for the patient themself. */
  value: number | null;
  onChange(relative: number | null): void;
}

/** "For whom": the patient, or one of their relatives; a link to add one when there are none. */
export function ForWhomChoice({ patientId, value, onChange }: Props) {
  const { t } = useTranslation(BOOKING_NS);
  const name = useId();
  const relatives = useRelativesToBookFor(patientId).data ?? [];
  const options = [
    { id: null, label: t('forWhom.me') },
    ...relatives.map((r) => ({ id: r.id, label: r.full_name })),
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('forWhom.legend')}</legend>
      {relatives.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {options.map((o) => (
            <label key={o.id ?? 'me'} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={value === o.id}
                onChange={() => onChange(o.id)}
              />
              <span className="inline-flex min-h-11 items-center rounded-xl border border-line bg-white px-4 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100">
                <bdi>{o.label}</bdi>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">
          {t('forWhom.onlyMe')}{' '}
          <Link to={paths.patient.relatives(patientId)} className="font-medium text-brand-700 underline">
            {t('forWhom.addRelative')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
