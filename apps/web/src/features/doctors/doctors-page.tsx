import { WILAYAS } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { wilayaName } from '#web/lib/i18n/wilaya-name.ts';
import { useDirectory } from './api/directory.ts';
import { DirectoryCard } from './components/directory-card.tsx';
import { DOCTORS_NS } from './doctors-i18n.ts';

/** The box to refine the search: words (a name, a specialty, a place) and a wilaya. */
function RefineBox({
  q,
  wilaya,
  onSearch,
}: {
  q: string;
  wilaya: string;
  onSearch(q: string, wilaya: string): void;
}) {
  const { t, i18n } = useTranslation(DOCTORS_NS);
  const [text, setText] = useState(q);
  const [place, setPlace] = useState(wilaya);
  // The fields wait for the app, as the button does: taking over the prerendered page resets them
  // to the app's values, so what was typed before would be lost without a word.
  const hydrated = useHydrated();
  // Read from the form itself: what was typed before the app took over the prerendered page is in
  // the fields, not yet in the state.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    const typed = fields.get('q');
    const chosen = fields.get('wilaya');
    onSearch((typeof typed === 'string' ? typed : text).trim(), typeof chosen === 'string' ? chosen : place);
  };
  return (
    <div role="search">
      {/* A real GET form: a search sent before the app has taken over the prerendered page still
          opens its results. */}
      <form
        method="get"
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <div>
          <label htmlFor="directory-q" className="mb-1.5 block text-sm font-medium text-ink">
            {t('searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
            <input
              id="directory-q"
              name="q"
              disabled={!hydrated}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className="block h-11 w-full rounded-xl border border-line bg-white ps-10 pe-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
            />
          </div>
        </div>
        <div>
          <label htmlFor="directory-wilaya" className="mb-1.5 block text-sm font-medium text-ink">
            {t('wilaya')}
          </label>
          <select
            id="directory-wilaya"
            name="wilaya"
            disabled={!hydrated}
            value={place}
            onChange={(e) => {
              setPlace(e.target.value);
              onSearch(text.trim(), e.target.value);
            }}
            className="block h-11 w-full rounded-xl border border-line bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          >
            <option value="">{t('allWilayas')}</option>
            {WILAYAS.map((w) => (
              <option key={w.code} value={String(w.code)}>
                {`${String(w.code).padStart(2, '0')} – ${wilayaName(w, i18n.language)}`}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="md">
          {t('search')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Find a doctor, open to everyone: by name, specialty (everyday words too) or place, and by
 * wilaya. Each card marks whether the doctor is verified and says their next free slot.
 */
export function DoctorsPage() {
  const { t } = useTranslation(DOCTORS_NS);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const wilaya = params.get('wilaya') ?? '';
  const results = useDirectory({ q, wilaya });
  const doctors = results.data?.pages.flatMap((p) => p.results) ?? [];
  const count = results.data?.pages[0]?.count ?? 0;
  const refused = results.error instanceof ApiError ? results.error.message : null;

  const search = (text: string, place: string) =>
    setParams(new URLSearchParams({ ...(text ? { q: text } : {}), ...(place ? { wilaya: place } : {}) }), {
      replace: false,
    });

  return (
    <div className="min-h-[calc(100dvh-var(--spacing-nav))] bg-surface">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('intro')}</p>
        </div>
        <RefineBox key={`${q}|${wilaya}`} q={q} wilaya={wilaya} onSearch={search} />
        <section aria-labelledby="directory-results" aria-busy={results.isFetching || undefined}>
          <h2 id="directory-results" className="sr-only">
            {t('results')}
          </h2>
          {results.isPending ? (
            <div className="grid place-items-center py-12 text-brand-700">
              <Spinner label={t('loading')} />
            </div>
          ) : refused || results.isError ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
              {refused ?? t('failed')}
            </p>
          ) : doctors.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
              {t('empty')}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted" aria-live="polite">
                {t('count', { n: count >= 100 ? '100+' : String(count) })}
              </p>
              <ul className="space-y-3">
                {doctors.map((d) => (
                  <DirectoryCard key={d.id} doctor={d} />
                ))}
              </ul>
              {results.hasNextPage ? (
                <div className="mt-4 text-center">
                  <Button
                    variant="outline"
                    loading={results.isFetchingNextPage}
                    onClick={() => void results.fetchNextPage()}
                  >
                    {t('more')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
