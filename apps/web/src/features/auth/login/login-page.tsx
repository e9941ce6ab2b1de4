import type { loginSchema } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { showAlert, showErrorAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { browser } from '../../../lib/browser.ts';
import { lazyFormProps, lazyResolver } from '../../../lib/lazy-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { EmailField } from '../components/email-field.tsx';

type Values = z.input<typeof loginSchema>;
type Parsed = z.output<typeof loginSchema>;

const resolver = lazyResolver<Values, Parsed>(() => import('../validation.ts').then((m) => m.loginResolver));

function useRestoredAlert() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const shown = useRef(false);
  const restored = params.has('restored');
  useEffect(() => {
    if (!restored || shown.current) return;
    shown.current = true;
    void showAlert({ icon: 'success', title: t('login.restoredTitle'), text: t('login.restoredText') });
  }, [restored, t]);
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const login = useLogin();
  const [shown, setShown] = useState(false);
  useRestoredAlert();
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: Parsed) => {
    try {
      const { user } = await login.mutateAsync(values);
      auth.login({ userId: user.id, patientId: user.id_patient, doctorId: user.id_doctor });
      // A doctor's home is the agenda: today's appointments.
      const home = user.id_doctor ? paths.doctor.agenda(String(user.id_doctor)) : paths.home;
      browser.assign(user.is_admin ? paths.admin : home);
    } catch (error) {
      const detail = error instanceof ApiError && error.status === 429 ? error.body.detail : undefined;
      await showErrorAlert(detail);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showErrorAlert())}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <EmailField registration={form.register('email')} error={errors.email?.message} />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            shown={shown}
            onToggle={() => setShown((s) => !s)}
            error={errors.password?.message}
            registration={form.register('password')}
          />
          <div className="flex justify-end">
            <Link to={paths.recovery} className="text-sm font-medium text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </fieldset>
      </form>
      <SocialButtons />
      <p className="mt-8 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
    </AuthLayout>
  );
}
