import { formatAlgerianMobile } from '@reayah/contracts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useVerificationStatus, verifyContactsPath } from './verification-api.ts';

/** In Settings: the account's mobile number and email, whether each is verified, and a way to verify. */
export function ContactsCard() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const status = useVerificationStatus();
  if (!status.data) return null;
  const { phone_number, phone_verified, email, email_verified } = status.data;
  const rows = [
    {
      label: t('verify.phoneTitle'),
      value: phone_number ? formatAlgerianMobile(phone_number) : '—',
      ok: phone_verified,
    },
    { label: t('verify.emailTitle'), value: email, ok: email_verified },
  ];
  return (
    <section
      aria-labelledby="contacts-card"
      className="mb-6 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="contacts-card" className="font-semibold text-ink">
        {t('verify.cardTitle')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className="w-40 text-muted">{row.label}</dt>
            <dd className="min-w-0 break-all">
              <bdi dir="ltr">{row.value}</bdi>
            </dd>
            <dd
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.ok ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`}
            >
              {row.ok ? t('verify.verified') : t('verify.notVerified')}
            </dd>
          </div>
        ))}
      </dl>
      {phone_verified && email_verified ? null : (
        <Link
          to={verifyContactsPath(pathname)}
          className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('verify.cardAction')}
        </Link>
      )}
    </section>
  );
}
