import { VISIT_JOIN_EARLY_MINUTES } from '@reayah/contracts';

// Algeria keeps UTC+1 all year (no daylight saving), so a local day and time name one instant.
const ALGIERS_OFFSET = '+01:00';

export function algiersInstant(day: string, time: string): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${ALGIERS_OFFSET}`);
}

/** A video visit can be joined from ten minutes before its start until its end. */
export function joinWindow(day: string, startTime: string, endTime: string) {
  const opens = new Date(algiersInstant(day, startTime).getTime() - VISIT_JOIN_EARLY_MINUTES * 60_000);
  const closes = algiersInstant(day, endTime);
  return { opens, closes, isOpen: (now: Date) => now >= opens && now < closes };
}
