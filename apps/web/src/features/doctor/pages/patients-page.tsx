import type { MyPatient, RequestedPatient } from '@reayah/contracts';
import { useId, useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useMyPatients, useRequestedPatients } from '../api/get-my-patients.ts';
import { useSendAccessRequest } from '../api/send-request.ts';
import { AddPatientDialog } from '../components/add-patient-dialog.tsx';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConsultationDialog } from '../components/consultation-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PatientCard } from '../components/patient-card.tsx';
import { PatientFilesDialog } from '../components/patient-files-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { paths } from '#web/lib/paths.ts';

/** The patients the doctor asked to add who have not answered: a name, nothing to open. */
function RequestedPatients({ patients }: { patients: RequestedPatient[] }) {
  const { t } = useTranslation('doctor');
  const titleId = useId();
  if (patients.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-ink">
        {t('patients.requestedTitle')}
      </h2>
      <ul className="space-y-2">
        {patients.map((p) => (
          <li key={p.id} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
            <Avatar name={p.full_name} picture={p.picture_url} className="size-10 text-sm" size={40} />
            <span className="text-sm">{t('patients.requestedText', { name: p.full_name })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The doctor's patients (who accepted, or booked the doctor), each opening their record. */
export function PatientsPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const patients = useMyPatients(doctorId);
  const requested = useRequestedPatients(doctorId);
  const request = useSendAccessRequest(doctorId);
  const [adding, setAdding] = useState(false);
  const [filesOf, setFilesOf] = useState<number | null>(null);
  const [consultFor, setConsultFor] = useState<MyPatient | null>(null);

  const requestAccess = async (patientId: number) => {
    try {
      await request.mutateAsync(patientId);
      await showAlert({ icon: 'success', title: t('request.doneTitle'), text: t('request.doneText') });
    } catch (error) {
      // A failed request is only logged.
      console.warn('access request failed', error);
    }
  };

  const list = patients.data ?? [];
  return (
    <section>
      <PageHeader title={t('patients.title')}>
        <Button onClick={() => setAdding(true)}>{t('patients.add')}</Button>
      </PageHeader>
      {patients.isLoading ? (
        <CenteredSpinner label={t('patients.loading')} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white py-16 text-center text-muted">
          {t('patients.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((patient) => (
            <PatientCard
              key={patient.id}
              patient={patient}
              recordPath={paths.doctor.patient(doctorId, patient.id)}
              requesting={request.isPending && request.variables === patient.id}
              onFiles={() => setFilesOf(patient.path_folder)}
              onRequestAccess={() => void requestAccess(patient.id)}
              onConsultation={() => setConsultFor(patient)}
            />
          ))}
        </ul>
      )}
      <RequestedPatients patients={requested.data ?? []} />
      <AddPatientDialog doctorId={doctorId} open={adding} onClose={() => setAdding(false)} />
      <PatientFilesDialog doctorId={doctorId} folderId={filesOf} onClose={() => setFilesOf(null)} />
      <ConsultationDialog doctorId={doctorId} patient={consultFor} onClose={() => setConsultFor(null)} />
    </section>
  );
}
