import { useTranslation } from '#web/lib/i18n/index.ts';

/** A placeholder: the text 'job'. */
export function SettingsJobPage() {
  const { t } = useTranslation('dashboard');
  return <p className="text-muted">{t('job')}</p>;
}
