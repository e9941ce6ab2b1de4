import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The Email input of the sign-in, sign-up and recovery forms. */
export function EmailField({ registration, error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      error={error}
      {...registration}
    />
  );
}
