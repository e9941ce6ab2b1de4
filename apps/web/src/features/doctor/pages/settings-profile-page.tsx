import { ContactsCard } from '#web/components/verification/contacts-card.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSpecializations } from '../api/get-specializations.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

/** Settings/profile: the doctor profile form. */
export function SettingsProfilePage() {
  const { t } = useTranslation('doctor');
  const profile = useProfile(useDoctorId());
  const specializations = useSpecializations();
  if (!profile.data || !specializations.data) return <CenteredSpinner label={t('profile.loading')} />;
  return (
    <>
      <ContactsCard />
      <ProfileForm key={profile.data.id} profile={profile.data} specializations={specializations.data} />
    </>
  );
}
