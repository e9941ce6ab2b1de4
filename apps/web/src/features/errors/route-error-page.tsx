import { useTranslation } from '../../lib/i18n/index.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView, StatusView } from '../../components/status/status-view.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Router error boundary: a 404 response shows not-found, anything else a reload prompt. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
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
