import { SEARCH_MESSAGES } from '@reayah/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDoctorSearch } from '../api/search-doctors.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { DoctorResult } from './doctor-result.tsx';
import { useMessageText } from '#web/lib/i18n/message-text.ts';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The doctor search modal: results as you type; See Bookings opens the booking page. */
export function DoctorSearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(PATIENT_NS);
  const messageText = useMessageText();
  const trust = useTranslation('trust').t;
  const [text, setText] = useState('');
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const search = useDebounced(text.trim(), 300);
  const results = useDoctorSearch(search, verifiedOnly);
  const doctors = results.data?.results ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(text.trim() ? undefined : SEARCH_MESSAGES.required);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('doctorSearch.title')} size="lg">
      <search>
        <form onSubmit={submit} noValidate>
          <label htmlFor="doctor-search" className="sr-only">
            {t('doctorSearch.label')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
            <input
              id="doctor-search"
              type="search"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (e.target.value.trim()) setError(undefined);
              }}
              placeholder={t('doctorSearch.placeholder')}
              aria-invalid={error ? true : undefined}
              className="block w-full rounded-xl border border-line bg-white py-3 ps-12 pe-4 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
            />
          </div>
          {error ? (
            <p role="alert" className="mt-1.5 text-sm text-red-600">
              {messageText(error)}
            </p>
          ) : null}
          <label className="mt-3 flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={verifiedOnly}
              onChange={(e) => setVerifiedOnly(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            {trust('badge.onlyVerified')}
          </label>
        </form>
      </search>
      <div className="mt-4 max-h-[40vh] overflow-y-auto" aria-live="polite">
        {results.isFetching && doctors.length === 0 ? (
          <div className="grid place-items-center py-8 text-brand-700">
            <Spinner label={t('loading')} />
          </div>
        ) : results.isError ? (
          <p className="py-6 text-center text-sm text-red-600">{t('doctorSearch.failed')}</p>
        ) : search && !results.isPlaceholderData && doctors.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('doctorSearch.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {doctors.map((d) => (
              <DoctorResult key={d.id} doctor={d} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
