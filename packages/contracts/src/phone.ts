import { z } from 'zod';

/**
 * Algerian mobile numbers: 05, 06 or 07 and eight digits, or the same without the 0 after +213 or
 * 00213. Spaces, dots, dashes and brackets between digits are allowed. Kept as +213 and nine digits.
 */
const LOCAL = /^0([567]\d{8})$/;
const INTERNATIONAL = /^(?:\+|00)213([567]\d{8})$/;

/** `+2135XXXXXXXX`, or null when the text is not an Algerian mobile number. */
export function normaliseAlgerianMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s.()-]/g, '');
  const digits = LOCAL.exec(compact)?.[1] ?? INTERNATIONAL.exec(compact)?.[1];
  return digits ? `+213${digits}` : null;
}

/** `+213 555 12 34 56`, for reading a stored number back. */
export function formatAlgerianMobile(stored: string): string {
  const m = /^\+213(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(stored);
  return m ? `+213 ${m.slice(1).join(' ')}` : stored;
}

/**
 * `05XXXXXXXX`, the ten digits a stored number is dialled with in Algeria: the form of the phone
 * field of a profile (`phoneField`), where the number given at sign-up is written.
 */
export function nationalAlgerianMobile(stored: string): string {
  const m = /^\+213(\d{9})$/.exec(stored);
  return m ? `0${m[1]}` : stored;
}

export const MOBILE_MESSAGES = {
  required: 'Mobile Number is required',
  invalid:
    'Mobile Number must be an Algerian mobile: 05, 06 or 07 then 8 digits, or +213 then 5, 6 or 7 and 8 digits',
} as const;

/** A mobile number typed by a person, answered normalised (`+2135XXXXXXXX`). */
export function mobileField() {
  return z
    .string({ error: MOBILE_MESSAGES.required })
    .trim()
    .min(1, MOBILE_MESSAGES.required)
    .max(40, MOBILE_MESSAGES.invalid)
    .transform((text, ctx) => {
      const normalised = normaliseAlgerianMobile(text);
      if (normalised) return normalised;
      ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.invalid });
      return z.NEVER;
    });
}

export const SIGN_IN_MESSAGES = {
  required: 'Email or Mobile Number is required',
  invalid: 'Enter your email address or your Algerian mobile number',
} as const;

/**
 * The sign-in name: an email (lower-cased) or a mobile number (normalised). Text with an `@` is
 * read as an email, anything else as a number.
 */
export function signInNameField(required: string = SIGN_IN_MESSAGES.required) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, SIGN_IN_MESSAGES.invalid)
    .transform((text, ctx) => {
      if (text.includes('@')) {
        if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return text.toLowerCase();
      } else {
        const normalised = normaliseAlgerianMobile(text);
        if (normalised) return normalised;
      }
      ctx.addIssue({ code: 'custom', message: SIGN_IN_MESSAGES.invalid });
      return z.NEVER;
    });
}

/** A six-digit verification code as typed (spaces ignored). */
export const VERIFICATION_CODE_MESSAGES = {
  required: 'Verification Code is Required',
  invalid: 'Verification Code must be the 6 digits we sent',
} as const;

export function verificationCodeField() {
  return z
    .string({ error: VERIFICATION_CODE_MESSAGES.required })
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, VERIFICATION_CODE_MESSAGES.required)
        .regex(/^\d{6}$/, VERIFICATION_CODE_MESSAGES.invalid),
    );
}
