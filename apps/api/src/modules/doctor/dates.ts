import { TIME_ZONE } from '@reayah/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Algeria, `YYYY-MM-DD`. */
export function algiersToday(now: Date): string {
  return dayFormat.format(now);
}
