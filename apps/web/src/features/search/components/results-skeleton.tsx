import { useTranslation } from '#web/lib/i18n/index.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SEARCH_NS } from '../search-i18n.ts';

const bar = 'animate-pulse rounded bg-line';

/** Stands in for the specialty box while the recommendation loads. */
export function SpecialtySkeleton() {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100" aria-busy="true">
      <p className="flex items-center gap-2 text-sm text-brand-800">
        <Spinner className="size-4" label={t('loading')} />
        <span aria-hidden="true">{t('loading')}</span>
      </p>
      <div className={`mt-4 h-8 w-2/3 ${bar}`} />
      <div className={`mt-3 h-5 w-24 ${bar}`} />
    </div>
  );
}

/** Stands in for the doctor cards while the recommendation loads. */
export function DoctorsSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4">
          <div className="size-14 shrink-0 animate-pulse rounded-full bg-line" />
          <div className="flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${bar}`} />
            <div className={`h-3 w-1/3 ${bar}`} />
            <div className={`h-3 w-2/3 ${bar}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
