import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { requiredText } from '../fields.ts';

// Field rules shared by the doctor-area wire schemas.

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const TIME_FORMAT_MESSAGE = 'Enter a time as HH:MM.';
export const DATE_RANGE_MESSAGE = 'Enter a date between 1900 and 2199.';

/** Dates the product has a use for: births, visits and agendas (the database refuses year 0). */
const inRange = (value: string) => value === '' || (value >= '1900-01-01' && value <= '2199-12-31');

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar date, `YYYY-MM-DD`. */
export function dateField(required: string) {
  // An empty value already fails as required; the format is checked on what was typed.
  return requiredText(required, 10, DATE_FORMAT_MESSAGE)
    .refine((v) => v === '' || isRealDate(v), DATE_FORMAT_MESSAGE)
    .refine(inRange, DATE_RANGE_MESSAGE);
}

/** A calendar date that may be left out or empty (null then). */
export function optionalDateField() {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || isRealDate(v), DATE_FORMAT_MESSAGE)
    .refine(inRange, DATE_RANGE_MESSAGE)
    .transform((v) => (v === '' ? null : v));
}

/** A time of day sent as `HH:MM` or `HH:MM:SS`, normalised to `HH:MM:SS`. */
export function timeField(required: string) {
  return requiredText(required, 8, TIME_FORMAT_MESSAGE)
    .refine((v) => v === '' || TIME_PATTERN.test(v), TIME_FORMAT_MESSAGE)
    .transform((v) => (v.length === 5 ? `${v}:00` : v));
}

/** A record id sent in a body, as a number or a numeric text. */
export function idField(required: string) {
  return z.coerce.number({ error: required }).int(required).positive(required).max(INT4_MAX, required);
}

/** A boolean sent as JSON true/false or as the texts 'true' / 'false' of a select. */
export function booleanField(required: string) {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: required,
  });
}
