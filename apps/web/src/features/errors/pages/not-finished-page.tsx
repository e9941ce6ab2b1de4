import { StatusView } from '#web/components/status/status-view.tsx';
import { SettingsIcon } from '#web/components/ui/area-icons.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

export function NotFinishedPage() {
  const { t } = useTranslation();
  return (
    <StatusView
      code={<SettingsIcon className="size-12" />}
      title={t('errors.notFinished')}
      text={t('errors.notFinishedText')}
      withHomeLink={false}
    />
  );
}
