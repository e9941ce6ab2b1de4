import type { MyPatient } from '@reayah/contracts';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { FileTextIcon, FolderIcon } from '#web/components/ui/page-icons.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';

interface Props {
  patient: MyPatient;
  /** The patient's record page. */
  recordPath: string;
  requesting: boolean;
  onFiles(): void;
  onRequestAccess(): void;
  onConsultation(): void;
}

/** A patient of the doctor: the name opens the record; the actions are always shown, for touch screens too. */
export function PatientCard({
  patient,
  recordPath,
  requesting,
  onFiles,
  onRequestAccess,
  onConsultation,
}: Props) {
  const { t } = useTranslation('doctor');
  const shared = patient.path_folder !== null;
  return (
    <li className="relative flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
      <Avatar name={patient.full_name} picture={patient.picture_url} className="size-20 text-xl" size={80} />
      <div>
        <Link
          to={recordPath}
          aria-label={t('patients.openLabel', { name: patient.full_name })}
          className="font-semibold text-ink underline-offset-4 hover:underline focus-visible:underline"
        >
          {patient.full_name}
        </Link>
        <p className="mt-1 inline-flex items-center gap-1.5 text-xs text-emerald-700">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {t('patients.online')}
        </p>
      </div>
      <fieldset
        aria-label={t('patients.actionsFor', { name: patient.full_name })}
        className="flex flex-wrap justify-center gap-2"
      >
        <Link to={recordPath} className={buttonClass('outline', 'sm')}>
          {t('patients.open')}
        </Link>
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
