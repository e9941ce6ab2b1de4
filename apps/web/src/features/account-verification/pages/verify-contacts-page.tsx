import { Navigate, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ContactVerification } from '#web/components/verification/contact-verification.tsx';
import { useVerificationStatus } from '#web/components/verification/verification-api.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import { safeReturnPath } from '#web/lib/return-path.ts';

/** Where a signed-in account goes when it is done: the page it came from, else its area. */
function useNextPath(): string {
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const { patientId, doctorId } = useAuth();
  if (next) return next;
  if (patientId) return paths.patient.appoints(String(patientId));
  if (doctorId) return paths.doctor.overview(String(doctorId));
  return paths.home;
}

/**
 * The account's contacts and their codes, reached from the banner of an unverified account and
 * from Settings. Continue (or Later) goes back where the account came from.
 */
export function VerifyContactsPage() {
  const { patientId, doctorId } = useAuth();
  const { pathname, search } = useLocation();
  if (!patientId && !doctorId) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return <SignedInPage />;
}

function SignedInPage() {
  const { t } = useTranslation('auth');
  const next = useNextPath();
  const status = useVerificationStatus();
  const done = status.data?.phone_verified && status.data.email_verified;
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-10 sm:py-16">
      <section className="mx-auto max-w-lg rounded-3xl border border-line bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {t('verify.title')}
        </h1>
        <ContactVerification />
        <a href={next} className={buttonClass(done ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}>
          {done ? t('verify.continue') : t('verify.later')}
        </a>
      </section>
    </div>
  );
}
