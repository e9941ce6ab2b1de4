import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { paths } from '#web/lib/paths.ts';
import { useClinic, useUpdateClinic } from '../api/clinic.ts';
import { useProfile } from '../api/get-profile.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ClinicForm } from '../components/clinic-form.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

function EditClinic({ doctorId, clinicId }: { doctorId: string; clinicId: number }) {
  const { t } = useTranslation('doctor');
  const clinic = useClinic(doctorId, clinicId);
  const update = useUpdateClinic(doctorId, clinicId);
  if (!clinic.data) return <CenteredSpinner label={t('clinic.loading')} />;
  const save = async (body: FormData) => {
    // The alerts are not awaited, so the Save spinner stops when one opens.
    try {
      await update.mutateAsync(body);
    } catch {
      void showAlert({ icon: 'error', title: t('clinic.updateFailed') });
      return false;
    }
    void showAlert({ icon: 'success', title: t('clinic.doneTitle'), text: t('clinic.doneText') });
    return true;
  };
  return (
    <ClinicForm key={clinic.data.id} clinic={clinic.data} submitLabel={t('form.save')} onSubmit={save} />
  );
}

/** Settings/clinic: the clinic edit form, or the invitation to create one. */
export function SettingsClinicPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const profile = useProfile(doctorId);
  if (!profile.data) return <CenteredSpinner label={t('clinic.loading')} />;
  if (profile.data.clinic) return <EditClinic doctorId={doctorId} clinicId={profile.data.clinic.clinic_id} />;
  return (
    <div className="py-10 text-center">
      <p className="text-lg font-semibold text-ink">{t('clinic.none')}</p>
      <p className="mt-1 text-muted">{t('clinic.createNow')}</p>
      <Link
        to={paths.doctor.settingsTab(doctorId, 'create-clinic')}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        {t('clinic.createLink')}
      </Link>
    </div>
  );
}
