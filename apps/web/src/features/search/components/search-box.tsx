import { RECOMMENDATION_INPUT_MAX } from '@reayah/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths, routes } from '#web/lib/paths.ts';
import { SEARCH_NS } from '../search-i18n.ts';

/**
 * The symptom box of the search page opened without words, as on Home: Enter, or the search icon
 * with non-empty text, goes to /Search?q={text}; before the app runs, the browser sends the form.
 */
export function SearchBox() {
  const { t } = useTranslation(SEARCH_NS);
  const navigate = useNavigate();
  const [text, setText] = useState('');

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
      }}
    >
      <label htmlFor="search-symptoms" className="mb-2 block text-sm font-medium text-ink">
        {t('invite.label')}
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-400">
        <input
          id="search-symptoms"
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('invite.placeholder')}
          maxLength={RECOMMENDATION_INPUT_MAX}
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
    </form>
  );
}
