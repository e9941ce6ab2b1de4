import type { emailCheckSchema } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useCheckEmail } from '../api/check-email.ts';
import { EmailField } from '../components/email-field.tsx';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';
import { paths } from '#web/lib/paths.ts';

type Values = z.input<typeof emailCheckSchema>;
type Parsed = z.output<typeof emailCheckSchema>;

const resolver = lazyResolver<Values, Parsed>(() =>
  import('../validation.ts').then((m) => m.emailCheckResolver),
);

interface Props {
  defaultEmail: string;
  /** The sign-in page, returning where the visitor was going. */
  loginPath: string;
  onBack(): void;
  onNext(email: string): void;
}

/**
 * Step 2: 'Invalid Email' without a call; 200 advances; an email already used offers to sign in
 * to that account or recover it; a failed check raises the 'error while checking the email' alert.
 */
export function EmailStep({ defaultEmail, loginPath, onBack, onNext }: Props) {
  const { t } = useTranslation('auth');
  const check = useCheckEmail();
  const [taken, setTaken] = useState(false);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: Parsed) => {
    try {
      const { available } = await check.mutateAsync(email);
      setTaken(!available);
      if (available) onNext(email);
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
      <EmailField
        registration={form.register('email', { onChange: () => setTaken(false) })}
        error={errors.email?.message}
      />
      {taken ? (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{t('register.emailExists')}</p>
          <p className="mt-1">{t('register.emailTakenText')}</p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link to={loginPath} className="font-semibold underline">
              {t('register.signInInstead')}
            </Link>
            <Link to={paths.recovery} className="font-semibold underline">
              {t('register.recoverInstead')}
            </Link>
          </div>
        </div>
      ) : null}
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
