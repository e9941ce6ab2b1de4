// Dates arrive as YYYY-MM-DD (or ISO timestamps) and are shown with English month names (SPEC §9).

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const localDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Algiers',
});

function asDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** '2024-04-18' -> '18 Apr 2024'; a timestamp is shown as its Algeria date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateFormat.format(date) : localDateFormat.format(date);
}

/** The day of the month and the month name, for the Next Appointment banner. */
export function dayAndMonth(value: string): { day: string; month: string } {
  const date = asDate(value);
  return { day: String(date.getUTCDate()), month: monthFormat.format(date) };
}

/** SPEC §9: times show their first 5 characters, HH:MM. */
export const formatTime = (value: string | null | undefined) => (value ?? '').slice(0, 5);

export function formatSize(bytes: number): { key: 'size.bytes' | 'size.kb' | 'size.mb'; value: string } {
  if (bytes < 1024) return { key: 'size.bytes', value: String(bytes) };
  if (bytes < 1024 * 1024) return { key: 'size.kb', value: (bytes / 1024).toFixed(1) };
  return { key: 'size.mb', value: (bytes / (1024 * 1024)).toFixed(1) };
}
