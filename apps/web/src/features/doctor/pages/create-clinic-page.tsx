import { useTranslation } from '#web/lib/i18n/index.ts';
import { useNavigate } from 'react-router';
import { showAlert } from '#web/lib/alerts.ts';
import { paths } from '#web/lib/paths.ts';
import { useCreateClinic } from '../api/create-clinic.ts';
import { ClinicForm } from '../components/clinic-form.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

/** Settings/create-clinic; `chaf` and `doctor` are the signed-in doctor's, set by the API. */
export function CreateClinicPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const create = useCreateClinic(doctorId);
  const navigate = useNavigate();
  const submit = async (body: FormData) => {
    body.set('doctor', doctorId);
    try {
      await create.mutateAsync(body);
    } catch {
      void showAlert({ icon: 'error', title: t('clinic.createFailed') });
      return false;
    }
    // The clinic tab opens once the doctor closes the alert; the spinner stops when it opens.
    void showAlert({ icon: 'success', title: t('clinic.created') }).then(() =>
      navigate(paths.doctor.settingsTab(doctorId, 'clinic')),
    );
    return true;
  };
  return <ClinicForm submitLabel={t('clinic.createButton')} onSubmit={submit} />;
}
