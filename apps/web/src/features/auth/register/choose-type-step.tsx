import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { UserIcon } from '#web/components/ui/icons.tsx';
import { StethoscopeIcon } from '#web/components/ui/page-icons.tsx';
import type { AccountType } from '../api/sign-up.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

interface Props {
  type: AccountType;
  onChange(type: AccountType): void;
  onNext(): void;
}

const OPTIONS = [
  { value: 'patient', Icon: UserIcon },
  { value: 'doctor', Icon: StethoscopeIcon },
] as const;

/** Step 1: Patient (default) or Doctor, then Create Account. */
export function ChooseTypeStep({ type, onChange, onNext }: Props) {
  const { t } = useTranslation('auth');
  // On the prerendered page a choice made before the app takes over would be reset to Patient.
  const hydrated = useHydrated();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-ink">{t('register.chooseTitle')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTIONS.map(({ value, Icon }) => {
            const checked = type === value;
            return (
              <label
                key={value}
                className={`flex cursor-pointer flex-col gap-2 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
                  checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-300'
                }`}
              >
                <input
                  type="radio"
                  name="account-type"
                  value={value}
                  checked={checked}
                  disabled={!hydrated}
                  onChange={() => onChange(value)}
                  className="sr-only"
                />
                <span
                  className={`grid size-10 place-items-center rounded-xl ${checked ? 'bg-brand-700 text-white' : 'bg-surface text-brand-700'}`}
                >
                  <Icon className="size-5" />
                </span>
                <span className="font-semibold text-ink">{t(`register.${value}`)}</span>
                <span className="text-xs leading-relaxed text-muted">{t(`register.${value}Text`)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="mt-6 w-full">
        {t('register.createAccount')}
      </Button>
    </form>
  );
}
