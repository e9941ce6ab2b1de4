const HOUR = 3_600_000;

/** Algeria's local day and time (hh:mm:ss) of an instant: UTC+1 all year. */
export function algeriaLocal(at: number): { day: string; time: string } {
  const iso = new Date(at + HOUR).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * The day and times of a slot that starts at an instant and lasts some minutes. A slot ends on its
 * own day, so one that starts near midnight is shorter: tests run at any hour.
 */
export function slotTimes(at: number, minutes = 30): { day: string; startTime: string; endTime: string } {
  const start = algeriaLocal(at);
  const end = algeriaLocal(Math.min(at + minutes * 60_000, Date.parse(`${start.day}T23:59:59+01:00`)));
  return { day: start.day, startTime: start.time, endTime: end.time };
}
