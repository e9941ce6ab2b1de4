import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { focusFirst } from '../../../lib/focus.ts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { AccountType } from '../api/sign-up.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { ChooseTypeStep } from './choose-type-step.tsx';
import { EmailStep } from './email-step.tsx';
import { SignupStep } from './signup-step.tsx';
import { SuccessStep } from './success-step.tsx';

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

/** SPEC §2 Register: choose type, check email, signup form, success. Each step advances on success. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>(1);
  const [type, setType] = useState<AccountType>('patient');
  const [email, setEmail] = useState('');
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
            onBack={() => setStep(1)}
            onNext={(checked) => {
              setEmail(checked);
              setStep(3);
            }}
          />
        ) : null}
        {step === 3 ? (
          <SignupStep type={type} email={email} onBack={() => setStep(2)} onNext={() => setStep(4)} />
        ) : null}
        {step === 4 ? <SuccessStep /> : null}
      </div>
      {step < 4 ? (
        <>
          <SocialButtons />
          <p className="mt-8 text-center text-sm text-muted">
            {t('register.haveAccount')}{' '}
            <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
              {t('register.signIn')}
            </Link>
          </p>
        </>
      ) : null}
    </AuthLayout>
  );
}
