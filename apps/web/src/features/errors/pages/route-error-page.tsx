import { useTranslation } from '#web/lib/i18n/index.ts';
import { StatusView } from '#web/components/status/status-view.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Shown when a page fails to render or to download: a reload prompt. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div>
      <StatusView title={t('errors.crashed')} text={t('errors.crashedText')} />
      <div className="-mt-10 flex justify-center pb-16">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </div>
    </div>
  );
}
