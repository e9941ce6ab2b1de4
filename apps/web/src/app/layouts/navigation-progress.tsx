import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n/index.ts';

/** A thin bar at the top while a lazy route chunk is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
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
