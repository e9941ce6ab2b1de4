import type { OpeningRange } from '@reayah/contracts';
import { addDays, instantOf, localOf, minutesOf, timeText, weekdayOf } from './local-time.ts';

export interface SlotRules {
  ranges: OpeningRange[];
  slotMinutes: number;
  horizonWeeks: number;
  noticeHours: number;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotTimes {
  day: string;
  startTime: string;
  endTime: string;
}

/**
 * The free slots the opening hours make from `now`: each range cut into consultations of the
 * given length (a remainder too short for one is left out), from the least notice on, up to the
 * horizon (today counts as the first of its days), and none that meets an absence.
 */
export function slotsFromHours(rules: SlotRules, absences: Interval[], now: Date): SlotTimes[] {
  const today = localOf(now).day;
  const earliest = now.getTime() + rules.noticeHours * 3_600_000;
  const out: SlotTimes[] = [];
  for (let offset = 0; offset < rules.horizonWeeks * 7; offset += 1) {
    const day = addDays(today, offset);
    const weekday = weekdayOf(day);
    const ranges = rules.ranges
      .filter((r) => r.weekday === weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const range of ranges) {
      const end = minutesOf(range.end);
      for (let start = minutesOf(range.start); start + rules.slotMinutes <= end; start += rules.slotMinutes) {
        const startsAt = instantOf(day, start);
        const endsAt = instantOf(day, start + rules.slotMinutes);
        if (startsAt.getTime() < earliest) continue;
        if (absences.some((a) => a.startsAt < endsAt && a.endsAt > startsAt)) continue;
        out.push({ day, startTime: timeText(start), endTime: timeText(start + rules.slotMinutes) });
      }
    }
  }
  return out;
}

/** The last day the rules make slots on. */
export const horizonEnd = (rules: Pick<SlotRules, 'horizonWeeks'>, now: Date) =>
  addDays(localOf(now).day, rules.horizonWeeks * 7 - 1);
