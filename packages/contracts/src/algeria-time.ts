// Algeria's clock, the one every part of the product reads: the API, the web app, emails, text
// messages, prescriptions and calendar files. Appointments and slots are stored as a local day and
// local times; Algeria keeps UTC+1 all year (no daylight saving since 1981), so a local day and
// time name exactly one instant, and an instant one local day and time.

export const ALGERIA_TIME_ZONE = 'Africa/Algiers';
export const ALGERIA_UTC_OFFSET = '+01:00';
const OFFSET_MS = 3_600_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** `HH:MM` or `HH:MM:SS` as `HH:MM:SS`. */
const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The instant a local day `YYYY-MM-DD` and time `HH:MM[:SS]` in Algeria name. A day or time that
 * does not exist (2026-02-30, 24:00) gives an invalid date, as `new Date('nonsense')` does.
 */
export function algeriaInstant(day: string, time: string): Date {
  if (!DAY.test(day) || !TIME.test(time)) return new Date(Number.NaN);
  const wall = `${day}T${withSeconds(time)}`;
  const asUtc = Date.parse(`${wall}Z`);
  // Date.parse rolls 2026-02-30 over into March: only a value that reads back unchanged is real.
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 19) !== wall) return new Date(Number.NaN);
  return new Date(asUtc - OFFSET_MS);
}

/** Algeria's wall clock at an instant, `YYYY-MM-DDTHH:MM:SS`. */
const wallClock = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19);

/** The local day in Algeria at an instant, `YYYY-MM-DD`: "today" for a doctor's agenda or a slot. */
export function algeriaDay(at: Date): string {
  return wallClock(at).slice(0, 10);
}

/** The local time in Algeria at an instant, `HH:MM:SS`. */
export function algeriaTime(at: Date): string {
  return wallClock(at).slice(11, 19);
}

/** `YYYY-MM-DD HH:MM` in Algeria, the same in every language (logs, audit lines, notes). */
export function algeriaDayAndMinute(at: Date): string {
  return wallClock(at).slice(0, 16).replace('T', ' ');
}

/** The day `days` after a local day (negative for before), `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether an appointment starting on `day` at `startTime` has started (or is past) at `now`. */
export function hasStarted(day: string, startTime: string, now: Date = new Date()): boolean {
  return algeriaInstant(day, startTime).getTime() <= now.getTime();
}

/**
 * An instant whose time of day in Algeria is `time`, on a fixed day: what `Intl.DateTimeFormat`
 * with `timeZone: ALGERIA_TIME_ZONE` needs to write a bare time of day in a reader's language.
 */
export function clockInstant(time: string): Date {
  return algeriaInstant('2000-01-01', time);
}
