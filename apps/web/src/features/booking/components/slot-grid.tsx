import type { AvailableSlot } from '@reayah/contracts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { VisitKindBadge } from '../../../components/visits/visit-kind-badge.tsx';
import { BOOKING_NS } from '../booking-i18n.ts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** SPEC §9: times show their first 5 characters. */
const hhmm = (time: string) => time.slice(0, 5);

/** Available slots, up to 5 columns on large screens; each with day, From, To and Book Now. */
export function SlotGrid({
  slots,
  onBook,
}: {
  slots: readonly AvailableSlot[];
  onBook(slot: AvailableSlot): void;
}) {
  const { t } = useTranslation(BOOKING_NS);
  if (slots.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {slots.map((s) => (
        <li
          key={s.id}
          data-testid="slot"
          className="flex flex-col rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-4"
        >
          <p className="font-semibold text-ink">{dayText(s.day)}</p>
          <VisitKindBadge kind={s.visit_kind} className="mt-1 self-start" />
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-muted">{t('from')}</dt>
            <dd className="text-end font-medium tabular-nums">{hhmm(s.start_time)}</dd>
            <dt className="text-muted">{t('to')}</dt>
            <dd className="text-end font-medium tabular-nums">{hhmm(s.end_time)}</dd>
          </dl>
          <Button size="sm" className="mt-3 w-full" onClick={() => onBook(s)}>
            {t('bookNow')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
