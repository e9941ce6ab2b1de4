import type { AvailableSlot } from '@reayah/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { BOOKING_NS } from '../booking-i18n.ts';

/** The slots by day, in time order: the API lists them so, and the first is the next free one. */
export function groupByDay(slots: readonly AvailableSlot[]): [string, AvailableSlot[]][] {
  const sorted = [...slots].sort((a, b) =>
    a.day === b.day ? a.start_time.localeCompare(b.start_time) : a.day.localeCompare(b.day),
  );
  const days = new Map<string, AvailableSlot[]>();
  for (const slot of sorted) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days];
}

/** "samedi 28 novembre", "السبت 28 نوفمبر": the day as the page's language writes it. */
export const longDay = (day: string) => formatDate(day, { weekday: 'long', day: 'numeric', month: 'long' });

function SlotButton({
  slot,
  dayId,
  tabbable,
  onFocus,
  onBook,
}: {
  slot: AvailableSlot;
  dayId: string;
  tabbable: boolean;
  onFocus(): void;
  onBook(): void;
}) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <button
      type="button"
      data-testid="slot"
      aria-describedby={dayId}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onClick={onBook}
      className="flex min-h-11 min-w-24 flex-col items-center justify-center rounded-xl border border-brand-200 bg-white px-3 py-2 text-brand-800 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
    >
      <span className="text-base font-semibold tabular-nums">{formatClock(slot.start_time)}</span>
      {slot.visit_kind === 'video' ? <span className="text-xs text-sky-800">{t('video')}</span> : null}
    </button>
  );
}

function Day({
  day,
  slots,
  onBook,
}: {
  day: string;
  slots: AvailableSlot[];
  onBook(slot: AvailableSlot): void;
}) {
  const id = useId();
  // One Tab stop per day (the time last focused, at first the earliest); arrows move between times.
  const [active, setActive] = useState(0);
  const current = Math.min(active, slots.length - 1);
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h3 id={id} className="mb-3 font-semibold text-ink first-letter:uppercase">
        {longDay(day)}
      </h3>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2" onKeyDown={moveBetweenTimes}>
        {slots.map((slot, index) => (
          <li key={slot.id}>
            <SlotButton
              slot={slot}
              dayId={id}
              tabbable={index === current}
              onFocus={() => setActive(index)}
              onBook={() => onBook(slot)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

const STEPS: Record<string, (rtl: boolean) => number> = {
  ArrowRight: (rtl) => (rtl ? -1 : 1),
  ArrowLeft: (rtl) => (rtl ? 1 : -1),
  ArrowDown: () => 1,
  ArrowUp: () => -1,
};

/**
 * Arrows move to the next or previous time of the day, in the page's direction (right is back in
 * Arabic); Home and End to its first and last time.
 */
function moveBetweenTimes(event: KeyboardEvent<HTMLUListElement>) {
  const times = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-testid="slot"]')];
  const from = times.indexOf(event.target as HTMLButtonElement);
  if (from < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = STEPS[event.key];
  const to =
    event.key === 'Home' ? 0 : event.key === 'End' ? times.length - 1 : step ? from + step(rtl) : null;
  if (to === null) return;
  event.preventDefault();
  times[Math.max(0, Math.min(times.length - 1, to))]?.focus();
}

/**
 * The free slots grouped by day, the next free one offered first; each time is a button of at
 * least 44 px, marked when the visit is by video. Tab goes from day to day, arrows from time to time.
 */
export function SlotPicker({
  slots,
  onBook,
  more = false,
  loadingMore = false,
  onMore,
}: {
  slots: readonly AvailableSlot[];
  onBook(slot: AvailableSlot): void;
  /** Free slots are shown a window of days at a time: whether a later window is there to show. */
  more?: boolean;
  loadingMore?: boolean;
  onMore?(): void;
}) {
  const { t } = useTranslation(BOOKING_NS);
  const days = groupByDay(slots);
  const first = days[0]?.[1][0];
  if (!first) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink">
          <span className="block text-sm text-muted">{t('nextFree')}</span>
          <span className="font-semibold first-letter:uppercase">
            {t('dateAtTime', { date: longDay(first.day), time: formatClock(first.start_time) })}
          </span>
        </p>
        <button
          type="button"
          onClick={() => onBook(first)}
          className="min-h-11 rounded-xl bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-200"
        >
          {t('bookNext')}
        </button>
      </div>
      <ul className="space-y-3">
        {days.map(([day, list]) => (
          <Day key={day} day={day} slots={list} onBook={onBook} />
        ))}
      </ul>
      {more && onMore ? (
        <div className="flex justify-center">
          <Button variant="outline" loading={loadingMore} loadingLabel={t('loading')} onClick={onMore}>
            {t('laterDays')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
