import { ContactsCard } from '#web/components/verification/contacts-card.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SettingsTabs } from '../components/settings-tabs.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** Settings/profile: the patient profile form. */
export function SettingsProfilePage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const profile = useProfile(patientId);
  useLoadFailedAlert(profile.isError);

  return (
    <section>
      <PageHeader title={t('settings.title')} />
      <SettingsTabs patientId={patientId} />
      <ContactsCard />
      {profile.isPending ? (
        <ListLoading label={t('loading')} />
      ) : profile.data ? (
        <ProfileForm key={profile.data.id} profile={profile.data} patientId={patientId} />
      ) : null}
    </section>
  );
}
