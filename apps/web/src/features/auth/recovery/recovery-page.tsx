import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '#web/components/ui/area-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotStep } from './forgot-step.tsx';
import { ResetStep } from './reset-step.tsx';

/** Account Recovery: send the email, then set a new password with the code. */
export function RecoveryPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string | null>(null);
  const step = email === null ? 1 : 2;
  const title = step === 1 ? t('recovery.forgotTitle') : t('recovery.resetTitle');
  const subtitle = step === 1 ? t('recovery.forgotText') : t('recovery.resetText');

  return (
    <AuthLayout title={title} subtitle={subtitle}>
      {email === null ? <ForgotStep onSent={setEmail} /> : <ResetStep email={email} />}
      <Link
        to={paths.login}
        className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="flip-rtl size-4" />
        {t('recovery.backToLogin')}
      </Link>
    </AuthLayout>
  );
}
