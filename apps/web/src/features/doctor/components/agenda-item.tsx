import { type AgendaAppointment, algeriaInstant, VISIT_JOIN_EARLY_MINUTES } from '@reayah/contracts';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { VisitKindBadge } from '#web/components/visits/visit-kind-badge.tsx';
import { formatClockRange } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';

export type AgendaStatus = 'done' | 'missed' | 'now' | 'upcoming' | 'toClose';

/** Where an appointment stands at `now`: done, missed, under way, to come, or past and not closed. */
export function statusOf(a: AgendaAppointment, now: Date): AgendaStatus {
  if (a.is_completed) return 'done';
  if (a.no_show) return 'missed';
  const start = algeriaInstant(a.day, a.start_time);
  const end = algeriaInstant(a.day, a.end_time);
  if (now < start) return 'upcoming';
  return now < end ? 'now' : 'toClose';
}

const STATUS_STYLE: Record<AgendaStatus, string> = {
  done: 'bg-emerald-50 text-emerald-700',
  missed: 'bg-red-50 text-red-700',
  now: 'bg-brand-50 text-brand-800',
  upcoming: 'bg-slate-100 text-slate-800',
  toClose: 'bg-amber-50 text-amber-800',
};

interface Props {
  doctorId: string;
  appointment: AgendaAppointment;
  now: Date;
  busy: boolean;
  onDone(a: AgendaAppointment): void;
  onMissed(a: AgendaAppointment): void;
  onConsult(a: AgendaAppointment): void;
}

/** One appointment of the day: who comes and why, how, its status, and what the doctor can do. */
export function AgendaItem({ doctorId, appointment: a, now, busy, onDone, onMissed, onConsult }: Props) {
  const { t } = useTranslation('doctor');
  const { t: tv } = useTranslation('visits');
  const status = statusOf(a, now);
  const started = status === 'now' || status === 'toClose';
  const joinOpens = new Date(
    algeriaInstant(a.day, a.start_time).getTime() - VISIT_JOIN_EARLY_MINUTES * 60_000,
  );
  const canJoin = a.visit_kind === 'video' && now >= joinOpens && now < algeriaInstant(a.day, a.end_time);
  const open = status !== 'done' && status !== 'missed';
  const relative = a.type_person && a.type_person !== 'doctor' && a.type_person !== 'patient';
  // The doctor's assistant keeps the agenda but opens nothing medical (decision 0041).
  const medical = useAuth().doctorId !== null;
  return (
    <li
      data-testid="agenda-appointment"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start"
    >
      <p className="w-28 shrink-0 font-semibold tabular-nums text-ink">
        {formatClockRange(a.start_time, a.end_time)}
      </p>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-ink">
          {medical ? (
            <Link to={paths.doctor.patient(doctorId, a.patient)} className="hover:underline">
              <bdi>{a.patient_full_name}</bdi>
            </Link>
          ) : (
            <bdi>{a.patient_full_name}</bdi>
          )}
          {relative ? <span className="ms-2 text-sm text-muted">{t('agenda.forRelative')}</span> : null}
        </p>
        <p className="text-sm text-muted">
          {a.appointment_reason ? t('agenda.reason', { reason: a.appointment_reason }) : t('agenda.noReason')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <VisitKindBadge kind={a.visit_kind} />
          <span className={`rounded-full px-2.5 py-1 text-xs font-medium ${STATUS_STYLE[status]}`}>
            {t(`agenda.status.${status}`)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {medical && canJoin ? (
          <Link to={paths.visit(a.id)} className={buttonClass('primary', 'sm')}>
            {tv('join')}
          </Link>
        ) : null}
        {medical && open ? (
          <Button size="sm" variant={canJoin ? 'outline' : 'primary'} onClick={() => onConsult(a)}>
            {t('agenda.start')}
          </Button>
        ) : null}
        {open && started ? (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onDone(a)}>
              {t('agenda.markDone')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              disabled={busy}
              onClick={() => onMissed(a)}
            >
              {t('agenda.markMissed')}
            </Button>
          </>
        ) : null}
        {medical ? (
          <Link to={paths.doctor.patient(doctorId, a.patient)} className={buttonClass('ghost', 'sm')}>
            {t('agenda.patient')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
