import { NavLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px border-b-2 px-3 pb-2 text-sm font-semibold ${
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink'
  }`;

/** The tabs of the patient's Settings: the profile, and their data (export, deletion). */
export function SettingsTabs({ patientId }: { patientId: string }) {
  const { t } = useTranslation(PATIENT_NS);
  const { t: tData } = useTranslation('account-data');
  const base = paths.patient.settings(patientId);
  return (
    <nav className="mb-5 flex gap-2 border-b border-line">
      <NavLink to={`${base}/profile`} className={tabClass}>
        {t('settings.profileTab')}
      </NavLink>
      <NavLink to={`${base}/data`} className={tabClass}>
        {tData('tab')}
      </NavLink>
    </nav>
  );
}
