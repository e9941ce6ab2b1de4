import { RECOMMENDATION_INPUT_MAX } from '@reayah/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths, routes } from '#web/lib/paths.ts';
import { SEARCH_NS } from '../search-i18n.ts';

/**
 * The symptom box of the search page, as on Home: opened without words, to describe them; with
 * words, holding them to be changed. Enter, or the search icon with non-empty text, goes to
 * /Search?q={text}; with none, a line under the box, read out, says so. Before the app runs, the
 * browser sends the form.
 */
export function SearchBox({ words = '' }: { words?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const navigate = useNavigate();
  const [text, setText] = useState(words);
  const [missing, setMissing] = useState(false);

  return (
    <form
      role="search"
      action={`/${routes.search}`}
      method="get"
      className="mt-4 max-w-xl"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (q) void navigate(paths.search(q));
        else setMissing(true);
      }}
    >
      <label htmlFor="search-symptoms" className="mb-2 block text-sm font-medium text-ink">
        {t(words ? 'refine.label' : 'invite.label')}
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-400">
        <input
          id="search-symptoms"
          name="q"
          type="search"
          dir="auto"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setMissing(false);
          }}
          placeholder={t('invite.placeholder')}
          maxLength={RECOMMENDATION_INPUT_MAX}
          aria-invalid={missing}
          aria-describedby={missing ? 'search-symptoms-missing' : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-ink placeholder:text-muted/80 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('invite.submit')}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white hover:bg-brand-800"
        >
          <SearchIcon />
        </button>
      </div>
      {missing ? (
        <p id="search-symptoms-missing" role="alert" className="mt-2 text-sm font-medium text-red-800">
          {t('invite.missing')}
        </p>
      ) : null}
    </form>
  );
}
