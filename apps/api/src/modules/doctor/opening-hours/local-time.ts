// Algeria's clock (UTC+1 all year, no daylight saving), whatever the server's own time zone: every
// computation here goes through UTC fields, never the process's local ones.

const OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The local day (`YYYY-MM-DD`) and minutes since midnight of an instant. */
export function localOf(at: Date): { day: string; minutes: number } {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return {
    day: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant a local day and time (`HH:MM` or `HH:MM:SS`, or minutes) names. */
export function instantOf(day: string, time: string | number): Date {
  const minutes = typeof time === 'number' ? time : minutesOf(time);
  return new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 - OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
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
export const localDateTimeToInstant = (text: string) => instantOf(text.slice(0, 10), text.slice(11, 16));
export function instantToLocalDateTime(at: Date): string {
  const { day, minutes } = localOf(at);
  return `${day}T${timeText(minutes).slice(0, 5)}`;
}
