import type { signupSchema } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { ExampleNumberHint, TextField } from '#web/components/ui/field.tsx';
import { showErrorAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import type { LoginResponse } from '#web/lib/auth/account-api.ts';
import { type AccountType, useSignUp } from '../api/sign-up.ts';
import { PasswordField } from '../components/password-field.tsx';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';

type Values = z.input<typeof signupSchema>;
type Parsed = z.output<typeof signupSchema>;

const resolver = lazyResolver<Values, Parsed>(() => import('../validation.ts').then((m) => m.signupResolver));

interface Props {
  type: AccountType;
  email: string;
  /** The sign-in page, returning where the visitor was going. */
  loginPath: string;
  onBack(): void;
  onSignedIn(session: LoginResponse): void;
}

/**
 * Step 3: names, mobile number and password for the checked email, then Get Started: the account
 * is made and signed in. A number another account holds offers to sign in to it or recover it.
 */
export function SignupStep({ type, email, loginPath, onBack, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const [shown, setShown] = useState(false);
  const [phoneTaken, setPhoneTaken] = useState(false);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', phoneNumber: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (v: Parsed) => {
    try {
      const session = await signUp.mutateAsync({
        type,
        email,
        first_name: v.firstName,
        last_name: v.lastName,
        phone_number: v.phoneNumber,
        password: v.password,
      });
      onSignedIn(session);
    } catch (failure) {
      const body = failure instanceof ApiError && failure.status === 400 ? failure.body : null;
      const phoneProblem = body && Array.isArray(body.phone_number) ? String(body.phone_number[0]) : null;
      if (phoneProblem?.includes('already exists')) {
        setPhoneTaken(true);
        return;
      }
      if (phoneProblem) {
        form.setError('phoneNumber', { message: phoneProblem });
        return;
      }
      await showErrorAlert();
    }
  };

  return (
    <form {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showErrorAlert())}>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <h2 className="text-lg font-semibold">{t('register.formTitle')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('register.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField label={t('email')} type="email" value={email} readOnly autoComplete="email" dir="ltr" />
        <TextField
          label={t('register.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          hint={<ExampleNumberHint text={(example) => t('register.phoneHint', { example })} />}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber', { onChange: () => setPhoneTaken(false) })}
        />
        {phoneTaken ? (
          <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{t('register.phoneExists')}</p>
            <p className="mt-1">{t('register.phoneTakenText')}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <Link to={loginPath} className="inline-flex min-h-11 items-center font-semibold underline">
                {t('register.signInInstead')}
              </Link>
              <Link to={paths.recovery} className="inline-flex min-h-11 items-center font-semibold underline">
                {t('register.recoverInstead')}
              </Link>
            </div>
          </div>
        ) : null}
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          hint={t('passwordRule')}
          shown={shown}
          onToggle={() => setShown((s) => !s)}
          error={errors.password?.message}
          registration={form.register('password', {
            onChange: () => {
              if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
            },
          })}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          shown={shown}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
        <div className="flex gap-3">
          <Button variant="outline" size="lg" onClick={onBack}>
            {t('register.back')}
          </Button>
          <Button type="submit" size="lg" className="flex-1" loading={isSubmitting}>
            {t('register.getStarted')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
