import { useTranslation } from '#web/lib/i18n/index.ts';
import { LogoMark } from './logo.tsx';
import { Spinner } from './spinner.tsx';

/** Logo and spinner until fonts, images and the token refresh are done. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-[100] grid place-items-center bg-white" data-testid="loading-screen">
      <div className="flex flex-col items-center gap-6">
        <LogoMark className="size-16 animate-pulse" />
        <Spinner className="size-7 text-brand-600" label={t('loading')} />
      </div>
    </div>
  );
}
