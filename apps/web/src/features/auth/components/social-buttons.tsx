import { useTranslation } from '../../../lib/i18n/index.ts';
import { FacebookMark, GoogleMark } from '../../../components/ui/brand-icons.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

/** SPEC §2: Google and Facebook continue buttons are shown disabled. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('orContinue')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-3">
        <button
          type="button"
          disabled
          title={t('socialSoon')}
          className={buttonClass('outline', 'md', 'w-full')}
        >
          <GoogleMark />
          {t('google')}
        </button>
        <button
          type="button"
          disabled
          title={t('socialSoon')}
          className={buttonClass('outline', 'md', 'w-full')}
        >
          <FacebookMark className="size-5 text-[#1877F2]" />
          {t('facebook')}
        </button>
      </div>
    </div>
  );
}
