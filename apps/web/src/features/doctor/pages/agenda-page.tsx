import { addDays, type AgendaAppointment, algeriaDay, algeriaInstant } from '@reayah/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { showErrorAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClock, formatDate, formatDateTime } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useLiveAgenda, useMarkDone } from '../api/agenda.ts';
import { useSetNoShow } from '../api/appointment-life.ts';
import { AgendaItem, statusOf } from '../components/agenda-item.tsx';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConsultationDialog } from '../components/consultation-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

const VIEWS = ['day', 'week'] as const;
type View = (typeof VIEWS)[number];
const TICK_MS = 30_000;

/** The clock, read again every half minute: statuses and the join button follow it. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** The doctor's home: today's appointments (past and to come apart), or the week's, kept live. */
export function AgendaPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const now = useNow();
  const today = algeriaDay(now);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? (params.get('day') as string) : today;
  const span = view === 'week' ? 7 : 1;
  const agenda = useLiveAgenda(doctorId, day, span);
  const done = useMarkDone(doctorId);
  const noShow = useSetNoShow(doctorId);
  const [consulting, setConsulting] = useState<AgendaAppointment | null>(null);

  const go = (next: { day?: string; view?: View }) => {
    const search = new URLSearchParams(params);
    search.set('day', next.day ?? day);
    search.set('view', next.view ?? view);
    setParams(search);
  };
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      const detail =
        error instanceof ApiError && typeof error.body.detail === 'string' ? error.body.detail : undefined;
      void showErrorAlert(detail ?? t('form.failed'));
    }
  };

  const appointments = agenda.data?.appointments ?? [];
  const title =
    view === 'day'
      ? day === today
        ? t('agenda.today', { date: formatDate(day, { dateStyle: 'full' }) })
        : formatDate(day, { dateStyle: 'full' })
      : t('agenda.weekOf', {
          from: formatDate(day, { weekday: 'long', day: 'numeric', month: 'long' }),
          to: formatDate(addDays(day, 6), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }),
        });

  return (
    <section>
      <PageHeader title={t('agenda.title')} subtitle={title}>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={t('agenda.view')}
            className="flex rounded-xl border border-line p-0.5"
          >
            {VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => go({ view: v })}
                className={`h-9 rounded-lg px-3 text-sm font-medium ${view === v ? 'bg-brand-700 text-white' : 'text-ink'}`}
              >
                {t(`agenda.${v}`)}
              </button>
            ))}
          </div>
          <Button size="sm" variant="outline" onClick={() => go({ day: addDays(day, -span) })}>
            {t(view === 'day' ? 'agenda.previousDay' : 'agenda.previousWeek')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => go({ day: today })} disabled={day === today}>
            {t('agenda.backToToday')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => go({ day: addDays(day, span) })}>
            {t(view === 'day' ? 'agenda.nextDay' : 'agenda.nextWeek')}
          </Button>
          <Link to={paths.doctor.hours(doctorId)} className={buttonClass('secondary', 'sm')}>
            {t('agenda.hours')}
          </Link>
        </div>
      </PageHeader>
      {(agenda.data?.absences ?? []).map((a) => (
        <p key={a.id} className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('agenda.absence', {
            from: formatDateTime(algeriaInstant(a.starts_at.slice(0, 10), a.starts_at.slice(11))),
            to: formatDateTime(algeriaInstant(a.ends_at.slice(0, 10), a.ends_at.slice(11))),
            label: a.label || t('agenda.absent'),
          })}
        </p>
      ))}
      {agenda.isLoading ? (
        <CenteredSpinner label={t('agenda.loading')} />
      ) : agenda.isError ? (
        <p role="alert" className="text-red-700">
          {t('form.failed')}
        </p>
      ) : view === 'day' ? (
        <DayList
          doctorId={doctorId}
          appointments={appointments}
          now={now}
          busy={done.isPending || noShow.isPending}
          onDone={(a) => void act(() => done.mutateAsync(a.id))}
          onMissed={(a) => void act(() => noShow.mutateAsync({ id: a.id, noShow: true }))}
          onConsult={setConsulting}
        />
      ) : (
        <WeekGrid
          from={day}
          appointments={appointments}
          now={now}
          onOpen={(d) => go({ day: d, view: 'day' })}
        />
      )}
      <ConsultationDialog
        doctorId={doctorId}
        patient={consulting ? { id: consulting.patient, full_name: consulting.patient_full_name } : null}
        appointment={
          consulting
            ? {
                id: consulting.id,
                day: consulting.day,
                start_time: consulting.start_time,
                reason: consulting.appointment_reason,
              }
            : null
        }
        onClose={() => setConsulting(null)}
      />
    </section>
  );
}

function DayList(props: {
  doctorId: string;
  appointments: AgendaAppointment[];
  now: Date;
  busy: boolean;
  onDone(a: AgendaAppointment): void;
  onMissed(a: AgendaAppointment): void;
  onConsult(a: AgendaAppointment): void;
}) {
  const { t } = useTranslation('doctor');
  const { appointments, now } = props;
  if (appointments.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">
        {t('agenda.empty')}
      </p>
    );
  }
  const ahead = appointments.filter((a) => ['upcoming', 'now'].includes(statusOf(a, now)));
  const past = appointments.filter((a) => !ahead.includes(a));
  const list = (items: AgendaAppointment[]) => (
    <ul className="space-y-3">
      {items.map((a) => (
        <AgendaItem key={a.id} {...props} appointment={a} />
      ))}
    </ul>
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="agenda-ahead">
        <h2 id="agenda-ahead" className="mb-3 text-lg font-semibold text-ink">
          {t('agenda.upcoming', { count: ahead.length })}
        </h2>
        {ahead.length ? list(ahead) : <p className="text-sm text-muted">{t('agenda.noneAhead')}</p>}
      </section>
      {past.length ? (
        <section aria-labelledby="agenda-past">
          <h2 id="agenda-past" className="mb-3 text-lg font-semibold text-ink">
            {t('agenda.past', { count: past.length })}
          </h2>
          {list(past)}
        </section>
      ) : null}
    </div>
  );
}

function WeekGrid({
  from,
  appointments,
  now,
  onOpen,
}: {
  from: string;
  appointments: AgendaAppointment[];
  now: Date;
  onOpen(day: string): void;
}) {
  const { t } = useTranslation('doctor');
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <ol className="grid gap-3 lg:grid-cols-7">
      {days.map((d) => {
        const ofDay = appointments.filter((a) => a.day === d);
        return (
          <li key={d} data-testid="agenda-day" className="rounded-2xl border border-line bg-white p-3">
            <button
              type="button"
              onClick={() => onOpen(d)}
              className="mb-2 w-full text-start font-semibold text-ink first-letter:uppercase hover:underline"
            >
              {formatDate(d, { weekday: 'long', day: 'numeric', month: 'long' })}
            </button>
            {ofDay.length === 0 ? (
              <p className="text-xs text-muted">{t('agenda.dayEmpty')}</p>
            ) : (
              <ul className="space-y-2">
                {ofDay.map((a) => (
                  <li key={a.id} className="rounded-lg bg-surface px-2 py-1.5 text-sm">
                    <span className="block tabular-nums text-muted">{formatClock(a.start_time)}</span>
                    <span className="block truncate font-medium text-ink">{a.patient_full_name}</span>
                    <span className="block text-xs text-muted">{t(`agenda.status.${statusOf(a, now)}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
