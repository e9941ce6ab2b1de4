import { z } from 'zod';
import { emailField, passwordField, requiredText } from '../fields.ts';
import { LANGUAGES } from '../languages.ts';

export const checkEmailBody = z
  .object({ email: emailField('Email is required', 'Enter a valid email address.') })
  .strict();

export const signUpBody = z
  .object({
    first_name: requiredText('First Name is Required', 80, 'First Name must be 80 characters or less'),
    last_name: requiredText('Last Name is Required', 80, 'Last Name must be 80 characters or less'),
    email: emailField('Email is Required', 'Invalid email address'),
    password: passwordField(),
  })
  .strict();

export const signUpResponse = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  id_patient: z.number().nullable(),
  id_doctor: z.number().nullable(),
});

export const loginBody = z
  .object({
    username: emailField('Email is Required', 'Invalid email address'),
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
});

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
