import { RECOMMENDATION_INPUT_MAX } from '@reayah/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { paths, routes } from '#web/lib/paths.ts';

/**
 * Enter, or the search icon with non-empty text, goes to /Search?q={text}; with none (or spaces
 * only), a line under the box, read out, says what is missing.
 */
export function SymptomSearch() {
  const { t } = useTranslation('home');
  const common = useTranslation().t;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // On a prerendered Home the box takes typing before the app takes the page over: keep those
  // words rather than let the first render after hydration wipe them.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);

  const left = RECOMMENDATION_INPUT_MAX - text.length;
  // Sent with no words: said until there are some.
  const missing = sent && !text.trim();

  const go = () => {
    const q = text.trim();
    if (q) void navigate(paths.search(q));
    else setSent(true);
  };

  return (
    // A form with role="search" rather than <search>, still unknown to some browsers (and jsdom).
    // Before the app takes the prerendered page over, the browser submits it itself: a GET to the
    // same /Search?q= address the app goes to.
    <form
      role="search"
      action={`/${routes.search}`}
      method="get"
      className="mt-8 max-w-xl"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <label htmlFor="symptom-search" className="mb-2 block text-sm font-medium text-ink">
        {t('search.label')}
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-400">
        <input
          ref={input}
          id="symptom-search"
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={RECOMMENDATION_INPUT_MAX}
          aria-describedby="symptom-search-left"
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-ink placeholder:text-muted/80 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white hover:bg-brand-800"
        >
          <SearchIcon />
        </button>
      </div>
      {/* Under the box: what is missing when it was sent empty; otherwise the characters left,
          announced only near the end, so a screen reader is not interrupted at every key. */}
      <p
        id="symptom-search-left"
        aria-live={missing || left <= 100 ? 'polite' : 'off'}
        className={`mt-1 text-xs ${missing ? 'text-red-800' : left <= 100 ? 'text-end text-amber-800' : 'text-end text-muted'}`}
      >
        {missing ? t('search.missing') : common('charactersLeft', { count: left })}
      </p>
    </form>
  );
}
