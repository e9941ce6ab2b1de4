import type { resetPasswordSchema } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { showErrorAlert } from '#web/lib/alerts.ts';
import { paths } from '#web/lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordField } from '../components/password-field.tsx';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';

type Values = z.input<typeof resetPasswordSchema>;
type Parsed = z.output<typeof resetPasswordSchema>;

const resolver = lazyResolver<Values, Parsed>(() =>
  import('../validation.ts').then((m) => m.resetPasswordResolver),
);

/** Step 2, for the email of step 1: code, password and confirmation share one show/hide toggle. */
export function ResetStep({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [shown, setShown] = useState(false);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { verificationCode: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (v: Parsed) => {
    try {
      await reset.mutateAsync({
        email,
        code: v.verificationCode,
        password: v.password,
        confirmPassword: v.confirmPassword,
      });
      await navigate(paths.loginRestored);
    } catch {
      await showErrorAlert();
    }
  };

  return (
    <form {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showErrorAlert())}>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField
          label={t('recovery.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('recovery.codePlaceholder')}
          error={errors.verificationCode?.message}
          {...form.register('verificationCode')}
        />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          shown={shown}
          onToggle={() => setShown((s) => !s)}
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          shown={shown}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('recovery.setPassword')}
        </Button>
      </fieldset>
    </form>
  );
}
