import { algeriaInstant, VISIT_JOIN_EARLY_MINUTES } from '@reayah/contracts';

/** A video visit can be joined from ten minutes before its start until its end. */
export function joinWindow(day: string, startTime: string, endTime: string) {
  const opens = new Date(algeriaInstant(day, startTime).getTime() - VISIT_JOIN_EARLY_MINUTES * 60_000);
  const closes = algeriaInstant(day, endTime);
  return { opens, closes, isOpen: (now: Date) => now >= opens && now < closes };
}
