import { SEARCH_MESSAGES } from '@reayah/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAddPatient } from '../api/add-patient.ts';
import { usePatientSearch } from '../api/search-patients.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';

interface Props {
  doctorId: string;
  open: boolean;
  onClose(): void;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** 'Adding a Patient': search as you type, one Add button per result. */
export function AddPatientDialog({ doctorId, open, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const query = useDebounced(text.trim(), 300);
  const search = usePatientSearch(doctorId, query);
  const add = useAddPatient(doctorId);
  const results = search.data?.results ?? [];
  const failed = search.isError || add.isError;
  const required = touched && text.trim() === '' ? SEARCH_MESSAGES.required : undefined;

  return (
    <Dialog open={open} onClose={onClose} title={t('addPatient.title')}>
      <p className="mb-3 text-sm text-muted">{t('addPatient.hint')}</p>
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
          }}
        >
          <TextField
            label={t('addPatient.searchLabel')}
            placeholder={t('addPatient.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            error={required ?? (failed ? t('addPatient.failed') : undefined)}
            end={
              <button
                type="submit"
                aria-label={t('addPatient.search')}
                className="grid size-9 place-items-center text-muted"
              >
                {search.isFetching ? (
                  <Spinner className="size-4" label={t('addPatient.searching')} />
                ) : (
                  <SearchIcon className="size-5" />
                )}
              </button>
            }
          />
        </form>
      </search>
      {query ? (
        <ul className="mt-4 max-h-[40vh] space-y-2 overflow-y-auto">
          {results.length === 0 && !search.isFetching ? (
            <li className="py-6 text-center text-sm text-muted">{t('addPatient.empty')}</li>
          ) : null}
          {results.map((r) => {
            const name = `${r.first_name} ${r.last_name}`;
            const adding = add.isPending && add.variables === r.patient;
            return (
              <li key={r.patient} className="flex items-center gap-3 rounded-xl border border-line p-3">
                <Avatar name={name} picture={r.patient_picture} className="size-10 text-sm" size={40} />
                <span className="flex-1 text-sm font-medium">{name}</span>
                <Button
                  size="sm"
                  disabled={r.is_added}
                  loading={adding}
                  onClick={() => add.mutate(r.patient)}
                >
                  {r.add_status === 'requested'
                    ? t('addPatient.requested')
                    : r.add_status === 'declined'
                      ? t('addPatient.declined')
                      : r.is_added
                        ? t('addPatient.added')
                        : t('addPatient.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Dialog>
  );
}
