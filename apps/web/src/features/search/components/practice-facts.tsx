import type { DoctorCard } from '@reayah/contracts';
import { formatNumber } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';

/** The doctor's fee, visit types and languages, as small facts; nothing when the doctor gave none. */
export function PracticeFacts({
  doctor,
}: {
  doctor: Pick<DoctorCard, 'fee_dzd' | 'languages' | 'visit_types'>;
}) {
  const { t } = useTranslation('common');
  const facts = [
    ...(doctor.fee_dzd === null ? [] : [t('feeDzd', { fee: formatNumber(doctor.fee_dzd) })]),
    ...doctor.visit_types.map((k) => t(`visitTypes.${k}`)),
    ...(doctor.languages.length > 0
      ? [doctor.languages.map((l) => t(`spokenLanguages.${l}`)).join(', ')]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('practiceLabel')}>
      {facts.map((fact) => (
        <li key={fact} className="rounded-full bg-surface px-2 py-0.5 text-xs text-ink">
          {fact}
        </li>
      ))}
    </ul>
  );
}
