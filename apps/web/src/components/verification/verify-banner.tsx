import { Link, useLocation } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useVerificationStatus, verifyContactsPath } from './verification-api.ts';

/**
 * A calm note at the top of the patient and doctor areas while the account's mobile number or
 * email is not verified: nothing is blocked, but nothing is sent to them either.
 */
export function VerifyBanner() {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const status = useVerificationStatus();
  if (!status.data || (status.data.phone_verified && status.data.email_verified)) return null;
  return (
    <aside
      aria-labelledby="verify-banner"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <div className="min-w-56 flex-1">
        <p id="verify-banner" className="font-semibold">
          {t('verify.bannerTitle')}
        </p>
        <p>{t('verify.bannerText')}</p>
      </div>
      <Link
        to={verifyContactsPath(pathname + search)}
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      >
        {t('verify.bannerAction')}
      </Link>
    </aside>
  );
}
