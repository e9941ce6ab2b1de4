import { useTranslation } from 'react-i18next';

/** SPEC §2: placeholder text 'job'. */
export function SettingsJobPage() {
  const { t } = useTranslation('dashboard');
  return <p className="text-muted">{t('job')}</p>;
}
