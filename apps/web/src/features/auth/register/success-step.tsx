import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/page-icons.tsx';
import { paths } from '../../../lib/paths.ts';

/** Step 4. */
export function SuccessStep() {
  const { t } = useTranslation('auth');
  return (
    <div className="py-6 text-center">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700">
        <CheckIcon className="size-8" />
      </div>
      <h2 className="mt-5 text-lg font-semibold">{t('register.doneTitle')}</h2>
      <p className="mt-2 text-muted">{t('register.done')}</p>
      <Link to={paths.login} className={buttonClass('primary', 'lg', 'mt-8 w-full')}>
        {t('register.goToLogin')}
      </Link>
    </div>
  );
}
