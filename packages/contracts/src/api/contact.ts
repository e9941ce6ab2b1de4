import { z } from 'zod';
import { emailField, requiredText } from '../fields.ts';

export const contactBody = z
  .object({
    full_name: requiredText('Full Name is required', 120, 'Full Name must be 120 characters or less'),
    email: emailField('Email is required', 'Invalid email address'),
    subject: requiredText('Subject is required', 200, 'Subject must be 200 characters or less'),
    message: requiredText('Message is required', 5000, 'Message must be 5000 characters or less'),
  })
  .strict();

export const contactResponse = z.object({ msg: z.string() });

/** The contact form's client reads `message` on failure, and every field's messages under `errors`. */
export const contactError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
