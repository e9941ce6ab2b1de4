import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@reayah/contracts';
import { useId, useState } from 'react';
import { GlobeIcon } from '#web/components/ui/shell-icons.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';

/**
 * The language switcher of every layout: a native select (named "Language" in the current
 * language) whose options are each language's own name. The choice is kept in the `lang` cookie
 * and, when signed in, on the account. On a prerendered page it waits for the app to take over:
 * a choice made before would be lost.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { isAuth } = useAuth();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function choose(value: string) {
    if (!isLanguage(value) || value === i18n.language) return;
    setBusy(true);
    try {
      await i18n.changeLanguage(value);
      // Loaded on a signed-in choice only: the API client stays off a visitor's first load.
      if (isAuth) await import('#web/lib/i18n/account-language.ts').then((m) => m.saveAccountLanguage(value));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-2.5 size-4 text-muted" />
      <select
        id={id}
        value={i18n.language}
        aria-busy={busy || undefined}
        disabled={!hydrated}
        onChange={(e) => void choose(e.target.value)}
        className="h-10 cursor-pointer appearance-none disabled:cursor-wait rounded-xl border border-line bg-white ps-8 pe-3 text-sm font-medium text-ink hover:bg-surface focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
