import { z } from 'zod';
import { emailField, passwordField, requiredText } from '../fields.ts';
import { LANGUAGES } from '../languages.ts';
import { mobileField, signInNameField, verificationCodeField } from '../phone.ts';

export const checkEmailBody = z
  .object({ email: emailField('Email is required', 'Enter a valid email address.') })
  .strict();

export const signUpBody = z
  .object({
    first_name: requiredText('First Name is Required', 80, 'First Name must be 80 characters or less'),
    last_name: requiredText('Last Name is Required', 80, 'Last Name must be 80 characters or less'),
    email: emailField('Email is Required', 'Invalid email address'),
    /** An Algerian mobile number, stored as +213 and nine digits; one account per number. */
    phone_number: mobileField(),
    password: passwordField(),
  })
  .strict();

export const signUpResponse = z.object({
  id: z.number(),
  email: z.string(),
  phone_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  id_patient: z.number().nullable(),
  id_doctor: z.number().nullable(),
});

export const loginBody = z
  .object({
    /** The account's email or its mobile number (any way it is typed). */
    username: signInNameField(),
    password: z.string({ error: 'Password is Required' }).min(1, 'Password is Required').max(128),
  })
  .strict();

export const sessionUser = z.object({
  id: z.number(),
  id_patient: z.number().nullable(),
  id_doctor: z.number().nullable(),
  /** Administrators land on /admin. */
  is_admin: z.boolean().optional(),
  /** An assistant's doctor: assistants land on their agenda (decision 0041). */
  assistant_of: z.number().nullable().optional(),
});

export const loginResponse = z.object({ access: z.string(), refresh: z.string(), user: sessionUser });

export const refreshBody = z
  .object({ refresh: z.string().max(200).optional() })
  .strict()
  .nullish();
export const refreshResponse = z.object({ access: z.string() });

export const meResponse = sessionUser.extend({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The account's language: mail and notifications go out in it. */
  language: z.enum(LANGUAGES),
  /** +213 and nine digits; null for an account made before numbers were asked for. */
  phone_number: z.string().nullable(),
  /** Until a contact is verified it receives nothing but its verification code. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});

export const VERIFICATION_CHANNELS = ['sms', 'email'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];
const channelField = z.enum(VERIFICATION_CHANNELS, { error: 'Choose sms or email.' });

/** Where the caller's contacts stand, and when a new code may be asked for each. */
export const verificationStatus = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  phone_number: z.string().nullable(),
  phone_verified: z.boolean(),
  /** Seconds before a new code may be sent by text message / by email (0: now). */
  sms_resend_in: z.number(),
  email_resend_in: z.number(),
});

/**
 * Sends a new code. With `phone_number` (text messages only) the account's number changes first
 * and is unverified until its code comes back.
 */
export const sendCodeBody = z
  .object({ channel: channelField, phone_number: mobileField().optional() })
  .strict();

export const confirmCodeBody = z.object({ channel: channelField, code: verificationCodeField() }).strict();

export const updateMeBody = z
  .object({ language: z.enum(LANGUAGES, { error: 'Choose English, French or Arabic.' }) })
  .strict();

export const forgotPasswordBody = z
  .object({ email: emailField('Email is Required', 'Invalid email address') })
  .strict();

export const resetPasswordParams = z.object({ code: z.string().max(20) });

/** The email names the account the code was sent to: a code opens no other account. */
export const resetPasswordBody = z
  .object({
    email: emailField('Email is Required', 'Invalid email address'),
    password: passwordField(),
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Confirm Password doesn't match",
  });
