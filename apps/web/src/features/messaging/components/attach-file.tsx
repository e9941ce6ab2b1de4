import { addresses } from '@reayah/contracts/addresses';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { call } from '#web/lib/api-route.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';

export interface Attached {
  id: number;
  name: string;
}

function FilePicker({ onPick }: { onPick(file: Attached): void }) {
  const { t } = useTranslation('messaging');
  const patientId = useAuth().patientId ?? '';
  const folders = useQuery({
    queryKey: ['patient', patientId, 'folders'],
    queryFn: ({ signal }) => call(addresses.patient.folders.list, { params: { patientId }, signal }),
  });
  const files = useQueries({
    queries: (folders.data ?? []).map((folder) => ({
      queryKey: ['patient', patientId, 'folders', String(folder.id), 'files'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(addresses.patient.files.list, { params: { patientId, folderId: folder.id }, signal }),
    })),
  });
  const groups = (folders.data ?? []).map((folder, i) => ({ folder, files: files[i]?.data ?? [] }));
  if (folders.isSuccess && groups.every((g) => g.files.length === 0) && files.every((f) => f.isSuccess))
    return <p className="text-sm text-muted">{t('noFiles')}</p>;
  return (
    <div className="max-h-[40vh] space-y-3 overflow-y-auto">
      {groups
        .filter((g) => g.files.length > 0)
        .map(({ folder, files: list }) => (
          <section key={folder.id}>
            <h3 className="text-sm font-semibold text-ink">{folder.name}</h3>
            <ul className="mt-1 space-y-1">
              {list.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    onClick={() => onPick({ id: file.id, name: file.name })}
                    className="w-full rounded-lg px-2 py-1.5 text-start text-sm hover:bg-brand-50"
                  >
                    {file.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** Picks one file of the patient's folders to share with this doctor only. */
export function AttachFileButton({ onPick }: { onPick(file: Attached): void }) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('attach')}
        title={t('attach')}
        className="grid size-11 place-items-center rounded-xl border border-line bg-white text-muted hover:bg-surface"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
        </svg>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('attachTitle')}
        description={t('attachHint')}
      >
        {open && (
          <FilePicker
            onPick={(file) => {
              onPick(file);
              setOpen(false);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
