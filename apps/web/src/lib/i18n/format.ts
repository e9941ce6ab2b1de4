import { INTL_LOCALES, isLanguage, ALGERIA_TIME_ZONE, clockInstant } from '@reayah/contracts';
import { i18n } from './instance.ts';

// Dates, times and numbers for the current language through Intl: Algeria's time zone, and
// Western digits in Arabic too (ar-DZ with latn numbering), as Algeria writes them.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function intlLocale(language: string = i18n.language): string {
  return isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;
}

function dateFormat(options: Intl.DateTimeFormatOptions, language?: string): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: ALGERIA_TIME_ZONE, ...options });
    cache.set(key, format);
  }
  return format;
}

/** A day `YYYY-MM-DD` (a calendar date, no time zone) or an instant, as a date: "23 nov. 2026". */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language?: string,
) {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(options, language).format(date);
}

/** A time of day `HH:MM[:SS]` (already Algeria's time) as the language writes it: "14:30". */
export function formatClock(value: string, language?: string) {
  const date = clockInstant(value.slice(0, 5));
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, language).format(date);
}

/** An instant as a date and time in Algeria. */
export function formatDateTime(value: string | Date, language?: string) {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }, language);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, language?: string) {
  const locale = intlLocale(language);
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format.format(value);
}
