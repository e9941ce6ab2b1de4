import type { MyPatient } from '@reayah/contracts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileTextIcon, FolderIcon } from '../../../components/ui/page-icons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

interface Props {
  patient: MyPatient;
  requesting: boolean;
  onFiles(): void;
  onRequestAccess(): void;
  onConsultation(): void;
}

/** SPEC §2 patient card; its actions show on hover or focus (always on touch screens). */
export function PatientCard({ patient, requesting, onFiles, onRequestAccess, onConsultation }: Props) {
  const { t } = useTranslation('doctor');
  const shared = patient.path_folder !== null;
  return (
    <li className="group relative flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
      <Avatar name={patient.full_name} picture={patient.picture_url} className="size-20 text-xl" size={80} />
      <div>
        <p className="font-semibold text-ink">{patient.full_name}</p>
        <p className="mt-1 inline-flex items-center gap-1.5 text-xs text-emerald-700">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {t('patients.online')}
        </p>
      </div>
      <fieldset
        aria-label={t('patients.actionsFor', { name: patient.full_name })}
        className="flex flex-wrap justify-center gap-2 transition-opacity lg:opacity-0 lg:group-hover:opacity-100 lg:group-focus-within:opacity-100"
      >
        {shared ? (
          <Button size="sm" variant="secondary" onClick={onFiles}>
            <FolderIcon className="size-4" />
            {t('patients.files')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={onRequestAccess}
            loading={requesting}
            disabled={patient.request_pending}
          >
            {patient.request_pending ? t('patients.requestPending') : t('patients.requestAccess')}
          </Button>
        )}
        <Button size="sm" variant="primary" onClick={onConsultation}>
          <FileTextIcon className="size-4" />
          {t('patients.consultation')}
        </Button>
      </fieldset>
    </li>
  );
}
