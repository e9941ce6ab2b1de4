import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { focusFirst } from '#web/lib/focus.ts';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import type { LoginResponse } from '#web/lib/auth/account-api.ts';
import { browser } from '#web/lib/browser.ts';
import { paths } from '#web/lib/paths.ts';
import { safeReturnPath } from '#web/lib/return-path.ts';
import { afterSignIn } from '../login/after-sign-in.ts';
import type { AccountType } from '../api/sign-up.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ChooseTypeStep } from './choose-type-step.tsx';
import { EmailStep } from './email-step.tsx';
import { SignupStep } from './signup-step.tsx';
import { ContactVerification } from '#web/components/verification/contact-verification.tsx';
import { Button } from '#web/components/ui/button.tsx';

type Step = 1 | 2 | 3 | 4;
const TOTAL = 4;

function StepDots({ step }: { step: Step }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6 flex items-center gap-3">
      <ol className="flex gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className={`h-1.5 w-8 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-line'}`} />
        ))}
      </ol>
      <span className="text-xs font-medium text-muted">{t('register.stepOf', { step, total: TOTAL })}</span>
    </div>
  );
}

/**
 * Register: choose type, check email, signup form, then the codes sent to the mobile number and
 * the email. The new account is signed in at once; once its number is verified (or later, by its
 * choice) it goes to the page asked for before (`?next=`) when that page is its own, else its home,
 * by the sign-in page's rule (after-sign-in.ts).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const loginPath = next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
  const [step, setStep] = useState<Step>(1);
  const [type, setType] = useState<AccountType>('patient');
  const [email, setEmail] = useState('');
  const [phoneVerified, setPhoneVerified] = useState(false);
  // Where the new account goes once verified: chosen as the sign-in page chooses it.
  const [destination, setDestination] = useState<string>(paths.home);
  const stepRef = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  // The control that moved to the next step is gone: each new step starts at its first field.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusFirst(stepRef.current);
  }, [step]);

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      aside={<StepDots step={step} />}
    >
      <div ref={stepRef}>
        {step === 1 ? <ChooseTypeStep type={type} onChange={setType} onNext={() => setStep(2)} /> : null}
        {step === 2 ? (
          <EmailStep
            defaultEmail={email}
            loginPath={loginPath}
            onBack={() => setStep(1)}
            onNext={(checked) => {
              setEmail(checked);
              setStep(3);
            }}
          />
        ) : null}
        {step === 3 ? (
          <SignupStep
            type={type}
            email={email}
            loginPath={loginPath}
            onBack={() => setStep(2)}
            onSignedIn={({ user }: LoginResponse) => {
              const assistantOf = user.assistant_of ?? null;
              auth.login({
                userId: user.id,
                patientId: user.id_patient,
                doctorId: user.id_doctor,
                assistantOf,
              });
              setDestination(
                afterSignIn(
                  next,
                  {
                    id: user.id,
                    patientId: user.id_patient,
                    doctorId: user.id_doctor,
                    assistantOf,
                    isAdmin: Boolean(user.is_admin),
                  },
                  null,
                ),
              );
              setStep(4);
            }}
          />
        ) : null}
        {step === 4 ? (
          <div className="space-y-6">
            <h2 className="text-lg font-semibold">{t('register.verifyTitle')}</h2>
            <ContactVerification headingLevel="h3" takeFocus onPhoneVerified={() => setPhoneVerified(true)} />
            <Button
              size="lg"
              variant={phoneVerified ? 'primary' : 'outline'}
              className="w-full"
              onClick={() => browser.assign(destination)}
            >
              {phoneVerified ? t('register.continue') : t('register.later')}
            </Button>
          </div>
        ) : null}
      </div>
      {step < 4 ? (
        <p className="mt-8 text-center text-sm text-muted">
          {t('register.haveAccount')}{' '}
          <Link to={loginPath} className="font-medium text-brand-700 hover:underline">
            {t('register.signIn')}
          </Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
