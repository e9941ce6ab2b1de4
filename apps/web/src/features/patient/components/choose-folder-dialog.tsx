import { type AccessRequest, GRANT_DURATIONS, type GrantDuration } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FolderIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFolders } from '../api/folders.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  request: AccessRequest | null;
  patientId: string;
  onClose(): void;
  onChoose(folderId: number, duration: GrantDuration): Promise<void>;
}

/** The 'Choose File' modal: the patient picks the folder the doctor may read. */
export function ChooseFolderDialog({ request, patientId, onClose, onChoose }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const trust = useTranslation('trust').t;
  const folders = useFolders(patientId);
  const [busy, setBusy] = useState<number | null>(null);
  const [duration, setDuration] = useState<GrantDuration>('90d');
  const choose = async (folderId: number) => {
    setBusy(folderId);
    try {
      await onChoose(folderId, duration);
    } finally {
      setBusy(null);
    }
  };
  const list = folders.data ?? [];

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('notifications.chooseTitle')}
      description={request ? t('notifications.chooseText', { name: request.doctor_name }) : undefined}
    >
      <label className="mb-3 flex items-center gap-3 text-sm">
        <span className="font-medium text-ink">{trust('duration.label')}</span>
        <select
          className="rounded-xl border border-line bg-white px-3 py-2"
          value={duration}
          onChange={(e) => setDuration(e.target.value as GrantDuration)}
        >
          {GRANT_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {trust(`duration.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="max-h-[40vh] overflow-y-auto">
        {folders.isPending ? (
          <div className="grid place-items-center py-8 text-brand-700">
            <Spinner label={t('loading')} />
          </div>
        ) : folders.isError ? (
          <p className="py-6 text-center text-sm text-red-600">{t('notifications.filesFailed')}</p>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('notifications.noFolders')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.map((f) => (
              <li key={f.id} className="flex items-center gap-3 py-3">
                <FolderIcon className="size-5 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1 break-all font-medium text-ink">{f.name}</span>
                <Button
                  size="sm"
                  loading={busy === f.id}
                  disabled={busy !== null}
                  onClick={() => void choose(f.id)}
                >
                  {t('notifications.share')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
