import { z } from 'zod';
import { BIO_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';

// A field rule is written once and composed into every form and route that uses it.
// Messages differ between forms, so each rule takes the form's own words.

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A character a reader sees: not a space, a control, nor an invisible mark (zero-width, direction). */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Z}]/u;

/**
 * Text that must be given: text of spaces and invisible marks only (a zero-width space, a
 * direction mark) is not given, as it would show nothing where it is read (a doctor's address in
 * the directory, a name).
 */
/**
 * Direction embeddings, overrides and isolates. Typed in a name or an address they only turn the
 * text after them around where it is not isolated (a mail's subject, a PDF, a calendar entry):
 * "Amina" then U+202E shows the rest of a line backwards. Direction marks (U+200E, U+200F) stay.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

export function requiredText(required: string, max = 255, tooLong = `Must be ${max} characters or less`) {
  return z
    .string({ error: required })
    .overwrite((text) => text.replace(DIRECTION_CONTROLS, ''))
    .trim()
    .refine((text) => VISIBLE.test(text), required)
    .max(max, tooLong);
}

export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .regex(SIMPLE_EMAIL, invalid)
    .transform((v) => v.toLowerCase());
}

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

export function passwordField(required = 'Password is Required') {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(128, 'Password must be 128 characters or less');
}

export const PHONE_MESSAGES = {
  required: 'Phone Number is required',
  digits: 'Phone Number must contain only numbers',
  length: 'Phone Number contains only 10 digits',
} as const;

export const phoneField = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .regex(/^\d+$/, PHONE_MESSAGES.digits)
  .length(PHONE_DIGITS, PHONE_MESSAGES.length);

/** A longer text that must be given (a biography, a description), by the same rule as requiredText. */
export function boundedText(required: string, tooLong: string) {
  return requiredText(required, BIO_MAX_LENGTH, tooLong);
}
