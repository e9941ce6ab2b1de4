// Appointments are stored as a day and times of Algeria, which keeps UTC+1 all year (no daylight
// saving): the same rule as the API's, so both sides agree on whether one has started.

const ALGIERS_OFFSET = '+01:00';

/** The instant an appointment's day `YYYY-MM-DD` and time `HH:MM[:SS]` name. */
export function appointmentInstant(day: string, time: string): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${ALGIERS_OFFSET}`);
}

/** Whether the appointment starting then has started (or is past) at `now`. */
export function hasStarted(day: string, startTime: string, now: Date = new Date()): boolean {
  return appointmentInstant(day, startTime).getTime() <= now.getTime();
}
