import { useTranslation } from '#web/lib/i18n/index.ts';
import { usePageLoading } from '../routes/page-loads.ts';

/** A thin bar at the top while a lazy page chunk is loading. */
export function NavigationProgress() {
  const loading = usePageLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label={t('loading')}
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
