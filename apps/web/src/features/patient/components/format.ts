import { formatDate as formatInLanguage } from '#web/lib/i18n/format.ts';

// Dates arrive as YYYY-MM-DD (or ISO timestamps) and are shown in the current language: English
// month names as the original screens showed them, French and Arabic ones in those languages.

/** '2024-04-18' -> '18 Apr 2024' (English); a timestamp is shown as its Algeria date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  return formatInLanguage(value, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The day of the month and the month name, for the Next Appointment banner. */
export function dayAndMonth(value: string): { day: string; month: string } {
  return {
    day: formatInLanguage(value, { day: 'numeric' }),
    month: formatInLanguage(value, { month: 'long' }),
  };
}

/** Times show their first 5 characters, HH:MM. */
export const formatTime = (value: string | null | undefined) => (value ?? '').slice(0, 5);

export function formatSize(bytes: number): { key: 'size.bytes' | 'size.kb' | 'size.mb'; value: string } {
  if (bytes < 1024) return { key: 'size.bytes', value: String(bytes) };
  if (bytes < 1024 * 1024) return { key: 'size.kb', value: (bytes / 1024).toFixed(1) };
  return { key: 'size.mb', value: (bytes / (1024 * 1024)).toFixed(1) };
}
