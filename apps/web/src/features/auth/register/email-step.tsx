import type { emailCheckSchema } from '@reayah/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { useCheckEmail } from '../api/check-email.ts';
import { EmailField } from '../components/email-field.tsx';
import { lazyFormProps, lazyResolver } from '../../../lib/lazy-resolver.ts';

type Values = z.input<typeof emailCheckSchema>;
type Parsed = z.output<typeof emailCheckSchema>;

const resolver = lazyResolver<Values, Parsed>(() =>
  import('../validation.ts').then((m) => m.emailCheckResolver),
);

interface Props {
  defaultEmail: string;
  onBack(): void;
  onNext(email: string): void;
}

/** Step 2: 'Invalid Email' without a call; 200 advances; otherwise the SPEC §8 alerts. */
export function EmailStep({ defaultEmail, onBack, onNext }: Props) {
  const { t } = useTranslation('auth');
  const check = useCheckEmail();
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: Parsed) => {
    try {
      const { available } = await check.mutateAsync(email);
      if (available) onNext(email);
      else
        await showAlert({
          icon: 'error',
          title: t('register.emailExists'),
          text: t('register.emailExistsText'),
        });
    } catch {
      await showAlert({ icon: 'error', title: t('register.emailCheckFailed') });
    }
  };

  return (
    <form
      {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () =>
        showAlert({ icon: 'error', title: t('register.emailCheckFailed') }),
      )}
      className="space-y-5"
    >
      <div>
        <h2 className="text-lg font-semibold">{t('register.emailTitle')}</h2>
        <p className="text-sm text-muted">{t('register.emailText')}</p>
      </div>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <div className="flex gap-3">
        <Button variant="outline" size="lg" onClick={onBack} disabled={isSubmitting}>
          {t('register.back')}
        </Button>
        <Button type="submit" size="lg" className="flex-1" loading={isSubmitting}>
          {t('register.checkEmail')}
        </Button>
      </div>
    </form>
  );
}
