import type { loginSchema } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ExampleNumberHint, TextField } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { showAlert, showErrorAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { contactsVerified, verifyContactsPath } from '#web/components/verification/verification-api.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { browser } from '#web/lib/browser.ts';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';
import { paths } from '#web/lib/paths.ts';
import { safeReturnPath } from '#web/lib/return-path.ts';
import { takeEndedSession } from '#web/lib/auth/ended-session.ts';
import { useLogin } from '../api/login.ts';
import { afterSignIn } from './after-sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';

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
  const [wrong, setWrong] = useState(false);
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  // Sent here by the API client when the session ended while a page was open (session-end.ts).
  const sessionEnded = params.get('session') === 'ended';
  // A new account never opens the page of the account whose session ended.
  const registerNext = sessionEnded ? null : next;
  useRestoredAlert();
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: Parsed) => {
    try {
      setWrong(false);
      const { user } = await login.mutateAsync(values);
      auth.login({
        userId: user.id,
        patientId: user.id_patient,
        doctorId: user.id_doctor,
        assistantOf: user.assistant_of ?? null,
      });
      // Back to the page asked for before signing in when it is this account's; else its home.
      const endedFor = takeEndedSession();
      const destination = afterSignIn(
        next,
        {
          id: user.id,
          patientId: user.id_patient,
          doctorId: user.id_doctor,
          assistantOf: user.assistant_of ?? null,
          isAdmin: Boolean(user.is_admin),
        },
        sessionEnded ? { endedFor } : null,
      );
      // An account whose number or email is not verified (made before numbers were asked for,
      // or left for later) is asked to verify first, and may put it off (decision 0044).
      const unverified = !user.is_admin && !(await contactsVerified());
      browser.assign(unverified ? verifyContactsPath(destination) : destination);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setWrong(true);
        return;
      }
      const detail = error instanceof ApiError && error.status === 429 ? error.body.detail : undefined;
      await showErrorAlert(detail);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {sessionEnded ? (
        <p role="status" className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <form {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showErrorAlert())}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <TextField
            label={t('login.name')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            hint={<ExampleNumberHint text={(example) => t('login.nameHint', { example })} />}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            shown={shown}
            onToggle={() => setShown((s) => !s)}
            error={errors.password?.message}
            registration={form.register('password')}
          />
          {wrong ? (
            <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <p>{t('login.wrongCredentials')}</p>
              <Link to={paths.recovery} className="mt-1 inline-block font-semibold underline">
                {t('login.recover')}
              </Link>
            </div>
          ) : null}
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
      <p className="mt-8 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link
          to={registerNext ? `${paths.register}?next=${encodeURIComponent(registerNext)}` : paths.register}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('login.signUp')}
        </Link>
      </p>
    </AuthLayout>
  );
}
