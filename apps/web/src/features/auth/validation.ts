import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailCheckSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@reayah/contracts';

// The sign-in, registration and recovery forms' checks, downloaded when a visitor starts on one
// of the forms (`lazyResolver`), not with the page.
export const loginResolver = zodResolver(loginSchema);
export const emailCheckResolver = zodResolver(emailCheckSchema);
export const signupResolver = zodResolver(signupSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
