import type { DoctorCard as Doctor } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { SEARCH_NS } from '../search-i18n.ts';
import { DoctorCard } from './doctor-card.tsx';
import { DoctorsSkeleton } from './results-skeleton.tsx';

/**
 * The recommended doctors under their heading; `null` while the recommendation loads. The heading
 * stays the same element from the prerendered page's first paint to the answer.
 */
export function DoctorList({ doctors, reason }: { doctors: readonly Doctor[] | null; reason?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <section aria-labelledby="doctors-title">
      <h2 id="doctors-title" className="text-lg font-semibold text-ink">
        {t('doctors.title')}
      </h2>
      {doctors === null ? (
        <DoctorsSkeleton />
      ) : doctors.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center text-muted">
          {t('doctors.empty')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {doctors.map((d) => (
            <DoctorCard key={d.id} doctor={d} reason={reason} />
          ))}
        </ul>
      )}
    </section>
  );
}
