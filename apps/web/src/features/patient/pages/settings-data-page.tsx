import { useTranslation } from '#web/lib/i18n/index.ts';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ExportData } from '../components/export-data.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SettingsTabs } from '../components/settings-tabs.tsx';
import { usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** Settings / My data: the export of everything the app holds, and deleting the account. */
export function SettingsDataPage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  return (
    <section>
      <PageHeader title={t('settings.title')} />
      <SettingsTabs patientId={patientId} />
      <div className="space-y-6">
        <ExportData patientId={patientId} />
        <DeleteAccount />
      </div>
    </section>
  );
}
