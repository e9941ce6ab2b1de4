import type { forgotPasswordSchema } from '@reayah/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { showErrorAlert } from '#web/lib/alerts.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailField } from '../components/email-field.tsx';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';

type Values = z.input<typeof forgotPasswordSchema>;
type Parsed = z.output<typeof forgotPasswordSchema>;

const resolver = lazyResolver<Values, Parsed>(() =>
  import('../validation.ts').then((m) => m.forgotPasswordResolver),
);

export function ForgotStep({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: Parsed) => {
    try {
      await forgot.mutateAsync(email);
      onSent(email);
    } catch {
      await showErrorAlert();
    }
  };

  return (
    <form {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showErrorAlert())}>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('recovery.sendEmail')}
        </Button>
      </fieldset>
    </form>
  );
}
