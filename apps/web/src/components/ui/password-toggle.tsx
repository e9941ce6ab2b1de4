import { useTranslation } from '#web/lib/i18n/index.ts';
import { EyeIcon, EyeOffIcon } from './area-icons.tsx';

interface Props {
  shown: boolean;
  onToggle(): void;
  disabled?: boolean;
}

/** The show/hide password button drawn inside a password field. */
export function PasswordToggle({ shown, onToggle, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={shown}
      aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
      className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-ink"
    >
      {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
    </button>
  );
}
