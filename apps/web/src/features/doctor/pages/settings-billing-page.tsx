import { useTranslation } from '#web/lib/i18n/index.ts';

/** A placeholder: the text 'billing'. */
export function SettingsBillingPage() {
  const { t } = useTranslation('dashboard');
  return <p className="text-muted">{t('billing')}</p>;
}
