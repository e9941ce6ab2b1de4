import { INTL_LOCALES, isLanguage, ALGERIA_TIME_ZONE, clockInstant, RTL_LANGUAGES } from '@reayah/contracts';
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

/** An appointment's day in full and its start, as a translation's {{date}} and {{time}}. */
export function fullDateAndClock(day: string, time: string, language?: string) {
  return { date: formatDate(day, { dateStyle: 'full' }, language), time: formatClock(time, language) };
}

// Unicode isolates: what `<bdi dir="rtl">` and `<bdi>` do, in text that may end in an attribute or
// an <option>, where no element can go.
const RIGHT_TO_LEFT_ISOLATE = '\u2067';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_ISOLATE = '\u2069';

/**
 * Two ends of a range, "09:00–09:30", that read start then end in the language's direction: in
 * Arabic the start stands on the right, even inside a left-to-right box or sentence, and each
 * end keeps its own order (digits left to right, a date with Arabic marks as Intl wrote it);
 * decision 0058.
 */
export function formatRange(start: string, end: string, language: string = i18n.language) {
  if (!isLanguage(language) || !RTL_LANGUAGES.has(language)) return `${start}–${end}`;
  const isolated = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_ISOLATE}`;
  return `${RIGHT_TO_LEFT_ISOLATE}${isolated(start)}–${isolated(end)}${POP_ISOLATE}`;
}

/** Two times of day `HH:MM[:SS]` as a range in the language: "09:00–09:30". */
export function formatClockRange(start: string, end: string, language?: string) {
  return formatRange(formatClock(start, language), formatClock(end, language), language);
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
