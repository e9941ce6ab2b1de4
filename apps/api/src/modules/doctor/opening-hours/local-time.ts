import { addDays, algeriaDay, algeriaInstant, algeriaTime } from '@reayah/contracts';

// Day and time texts the opening hours work in, on Algeria's clock (`@reayah/contracts`).

export { addDays };

/** The local day (`YYYY-MM-DD`) and minutes since midnight of an instant. */
export function localOf(at: Date): { day: string; minutes: number } {
  return { day: algeriaDay(at), minutes: minutesOf(algeriaTime(at)) };
}

/** The instant a local day and time (`HH:MM[:SS]`, or minutes since midnight) names. */
export function instantOf(day: string, time: string | number): Date {
  return algeriaInstant(day, typeof time === 'number' ? timeText(time) : time);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** `HH:MM:SS`, as the database gives times back. */
export function timeText(minutes: number): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${h}:${m}:00`;
}

/** `2026-12-24T08:00` local to an instant, and back. */
export const localDateTimeToInstant = (text: string) => algeriaInstant(text.slice(0, 10), text.slice(11, 16));
export const instantToLocalDateTime = (at: Date) => `${algeriaDay(at)}T${algeriaTime(at).slice(0, 5)}`;
