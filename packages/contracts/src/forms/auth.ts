import { z } from 'zod';
import { emailField, passwordField, requiredText } from '../fields.ts';
import { mobileField, signInNameField } from '../phone.ts';
import { matchesField, requiredSecret } from './shared.ts';

// Register, login and account recovery forms.

export const EMAIL_CHECK_MESSAGES = { invalid: 'Invalid Email' } as const;

export const emailCheckSchema = z.object({
  email: emailField(EMAIL_CHECK_MESSAGES.invalid, EMAIL_CHECK_MESSAGES.invalid),
});
export type EmailCheckForm = z.input<typeof emailCheckSchema>;

export const SIGNUP_MESSAGES = {
  firstName: 'First Name is Required',
  lastName: 'Last Name is Required',
  confirmRequired: 'Please Confirm your Password',
  mismatch: 'Passwords Does not match',
} as const;

const signupMatch = matchesField('password', 'confirmPassword', SIGNUP_MESSAGES.mismatch);

export const signupSchema = z
  .object({
    firstName: requiredText(SIGNUP_MESSAGES.firstName, 150),
    lastName: requiredText(SIGNUP_MESSAGES.lastName, 150),
    phoneNumber: mobileField(),
    password: passwordField(),
    confirmPassword: requiredSecret(SIGNUP_MESSAGES.confirmRequired),
  })
  .refine(signupMatch.check, signupMatch.params);
export type SignupForm = z.input<typeof signupSchema>;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Invalid email address',
} as const;

const loginEmail = () => emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid);

/** `email` holds the sign-in name: the email or the mobile number. */
export const loginSchema = z.object({
  email: signInNameField(),
  password: passwordField(),
});
export type LoginForm = z.input<typeof loginSchema>;

/** Recovery step 1: the same email rule and messages as login. */
export const forgotPasswordSchema = z.object({ email: loginEmail() });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

export const RESET_MESSAGES = {
  code: 'Verification Code is Required',
  confirmRequired: 'Confirm Password is required',
  mismatch: "Confirm Password doesn't match",
} as const;

const resetMatch = matchesField('password', 'confirmPassword', RESET_MESSAGES.mismatch);

export const resetPasswordSchema = z
  .object({
    verificationCode: requiredText(RESET_MESSAGES.code, 64),
    password: passwordField(),
    confirmPassword: requiredSecret(RESET_MESSAGES.confirmRequired),
  })
  .refine(resetMatch.check, resetMatch.params);
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
