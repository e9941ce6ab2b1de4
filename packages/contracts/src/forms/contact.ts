import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { emailField, requiredText } from '../fields.ts';

// The contact form. Keys are the contact message's wire names.

export const CONTACT_MESSAGES = {
  fullName: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

export const contactSchema = z.object({
  full_name: requiredText(CONTACT_MESSAGES.fullName, NAME_MAX_LENGTH),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  subject: requiredText(CONTACT_MESSAGES.subject),
  message: requiredText(CONTACT_MESSAGES.message, TEXT_MAX_LENGTH),
});
export type ContactForm = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
