import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { firstLetter } from './first-letter.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** 'Subscribe to our Blog' (no action wired) and 'Top Writers'. */
export function BlogSidebar() {
  const { t } = useTranslation('blogs');
  const hydrated = useHydrated();
  const writers = t('writers', { returnObjects: true });
  return (
    <aside className="space-y-6">
      <section className="rounded-2xl bg-brand-700 p-6 text-white">
        <h2 className="text-lg font-semibold">{t('subscribeTitle')}</h2>
        <p className="mt-1 text-sm text-brand-50">{t('subscribeText')}</p>
        <form className="mt-4 space-y-3" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="blog-subscribe" className="sr-only">
            {t('subscribeEmail')}
          </label>
          <input
            id="blog-subscribe"
            type="email"
            placeholder={t('subscribeEmail')}
            className="w-full rounded-xl border border-white/20 bg-brand-800 px-4 py-2.5 text-sm text-white placeholder:text-brand-200 focus:border-white/50 focus:outline-none focus:ring-2 focus:ring-white/70"
          />
          <button
            type="submit"
            disabled={!hydrated}
            className="h-11 w-full rounded-xl bg-white text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {t('subscribeButton')}
          </button>
        </form>
      </section>
      <section className="rounded-2xl border border-line bg-white p-6">
        <h2 className="text-lg font-semibold">{t('topWriters')}</h2>
        <ul className="mt-4 space-y-4">
          {writers.map((w) => (
            <li key={w.name} className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
                {firstLetter(w.name)}
              </span>
              <span className="flex-1">
                <span className="block text-sm font-semibold">{w.name}</span>
                <span className="block text-xs text-muted">
                  {w.specialty} · {t('articles', { count: w.count })}
                </span>
              </span>
              <Button variant="secondary" size="sm">
                {t('follow')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
