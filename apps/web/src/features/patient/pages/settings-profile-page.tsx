import { useTranslation } from '../../../lib/i18n/index.ts';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { ListLoading, PageHeader } from '../components/page-header.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** SPEC §2 Settings/profile. */
export function SettingsProfilePage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const profile = useProfile(patientId);
  useLoadFailedAlert(profile.isError);

  return (
    <section>
      <PageHeader title={t('settings.title')} />
      <nav className="mb-5 flex gap-2 border-b border-line">
        <NavLink
          to={`${paths.patient.settings(patientId)}/profile`}
          className="-mb-px border-b-2 border-brand-700 px-3 pb-2 text-sm font-semibold text-brand-800"
        >
          {t('settings.profileTab')}
        </NavLink>
      </nav>
      {profile.isPending ? (
        <ListLoading label={t('loading')} />
      ) : profile.data ? (
        <ProfileForm key={profile.data.id} profile={profile.data} patientId={patientId} />
      ) : null}
    </section>
  );
}
