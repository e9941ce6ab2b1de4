import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { ClockIcon, UsersIcon } from '#web/components/ui/page-icons.tsx';
import { CalendarIcon, CheckIcon } from '#web/components/ui/area-icons.tsx';
import { useOverview } from '../api/get-overview.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

interface Card {
  label: string;
  value: number | undefined;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}

function StatCard({ label, value, Icon, tone }: Card) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Icon className="size-6" />
      </span>
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-semibold text-ink" aria-live="polite">
          {value ?? '–'}
        </p>
      </div>
    </div>
  );
}

/** Overview: four cards, counted from the doctor's data (a departure in docs/deviations.md). */
export function OverviewPage() {
  const { t } = useTranslation('doctor');
  const { data } = useOverview(useDoctorId());
  const cards: Card[] = [
    {
      label: t('overview.newAppointments'),
      value: data?.new_appointments,
      Icon: CalendarIcon,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: t('overview.totalPatients'),
      value: data?.total_patients,
      Icon: UsersIcon,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      label: t('overview.completedAppointments'),
      value: data?.completed_appointments,
      Icon: CheckIcon,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: t('overview.availableSlots'),
      value: data?.available_slots,
      Icon: ClockIcon,
      tone: 'bg-amber-50 text-amber-700',
    },
  ];
  return (
    <section>
      <PageHeader title={t('overview.title')} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>
    </section>
  );
}
