import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { SEARCH_NS } from '../search-i18n.ts';

/** A server message shown in place of the specialty box (rate limit, invalid text). */
export function ServerNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-2xl bg-amber-50 p-5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {text}
    </p>
  );
}

export function NoQueryNotice() {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <p className="text-sm text-ink">{t('noQuery')}</p>
      <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-4')}>
        {t('backHome')}
      </Link>
    </div>
  );
}
