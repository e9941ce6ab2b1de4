import { useTranslation } from '#web/lib/i18n/index.ts';
import { useOpeningHours, useSaveOpeningHours } from '../api/opening-hours.ts';
import { AbsencesPanel } from '../components/absences-panel.tsx';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { WeeklyHoursForm } from '../components/weekly-hours-form.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

/** Weekly opening hours (from which the free slots are made) and absences. */
export function HoursPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const hours = useOpeningHours(doctorId);
  const save = useSaveOpeningHours(doctorId);
  return (
    <section className="space-y-10">
      <div>
        <PageHeader title={t('hours.title')} subtitle={t('hours.subtitle')} />
        {hours.data ? (
          <WeeklyHoursForm initial={hours.data} onSave={(input) => save.mutateAsync(input)} />
        ) : (
          <CenteredSpinner label={t('hours.loading')} />
        )}
      </div>
      <AbsencesPanel doctorId={doctorId} />
    </section>
  );
}
