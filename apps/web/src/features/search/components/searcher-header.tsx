import { useQuery } from '@tanstack/react-query';
import { isLanguage } from '@reayah/contracts';
import { RTL_LANGUAGES, useTranslation } from '#web/lib/i18n/index.ts';
import { patientProfileQuery } from '../api/get-patient-profile.ts';
import { SEARCH_NS } from '../search-i18n.ts';
import { SearchBox } from './search-box.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';

/**
 * Search results: the patient's picture and name, then 'you are searching for', the query and a box
 * holding it, to change it. With no query there is nothing to quote: an invitation to describe the
 * symptoms, and the box for them.
 */
export function SearcherHeader({ patientId, q }: { patientId: string | null; q: string }) {
  const { t, i18n } = useTranslation(SEARCH_NS);
  const rtl = isLanguage(i18n.language) && RTL_LANGUAGES.has(i18n.language);
  const profile = useQuery(patientProfileQuery(patientId));
  const name = profile.data?.full_name || t('patientFallback');

  return (
    <header className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      {patientId ? (
        <Avatar
          name={name}
          picture={profile.data?.picture}
          alt={t('pictureAlt', { name })}
          className="size-14 text-lg"
          size={56}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        {patientId ? (
          <p className="font-semibold text-ink">
            {profile.isPending ? (
              <span className="inline-block h-4 w-32 animate-pulse rounded bg-line" />
            ) : (
              name
            )}
          </p>
        ) : null}
        {q ? (
          <>
            <p className="mt-1 text-sm text-muted">{t('searchingFor')}</p>
            {/* A long description is cut after four lines (read out whole): the answer stays in view.
                The quotation marks take the words' direction, not the page's, so that they wrap the
                whole description even over several lines (Latin words on an Arabic page, Arabic
                ones on a Latin page); the lines keep the page's side. */}
            <h1
              dir="auto"
              className={`mt-1 line-clamp-4 break-words text-xl font-semibold text-brand-800 ${rtl ? 'text-right' : 'text-left'} sm:text-2xl`}
            >
              {t('quoted', { q })}
            </h1>
            {/* The words, to change them without going back; a new search gives a new box. */}
            <SearchBox key={q} words={q} />
          </>
        ) : (
          <>
            <h1 className="mt-1 text-xl font-semibold text-brand-800 sm:text-2xl">{t('invite.title')}</h1>
            <p className="mt-1 text-sm text-muted">{t('invite.text')}</p>
            <SearchBox />
          </>
        )}
      </div>
    </header>
  );
}
