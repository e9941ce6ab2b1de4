import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { emailField, passwordField, requiredText } from '../fields.ts';
import { LANGUAGES } from '../languages.ts';
import { normaliseAlgerianMobile } from '../phone.ts';
import { idParam, INT4_MAX } from './common.ts';

// A doctor's assistant (decision 0041): invited by the doctor, keeps the doctor's agenda and books
// patients who telephone; never sees anything medical.

/** How many assistants (working or invited) a doctor may have at once. */
export const MAX_ASSISTANTS = 3;

export const ASSISTANT_MESSAGES = {
  email: 'Email is required',
  emailInvalid: 'Enter a valid email address.',
  // Written out: the translation tables are keyed by the English text, read from the source.
  tooMany: 'A doctor can have at most 3 assistants, invitations included.',
  alreadyYours: 'This person is already your assistant or invited.',
  otherRole: 'This email belongs to a patient or doctor account. An assistant needs an account of their own.',
  badInvite: 'This invitation is invalid, was withdrawn or has expired.',
  wrongPassword: 'Wrong password for this account.',
  busy: 'You already work for another doctor. Ask them to remove you first.',
  notFound: 'Assistant not found.',
  inviteNotFound: 'Invitation not found.',
  firstName: 'First Name is Required',
  lastName: 'Last Name is Required',
  fullName: 'Full Name is required',
  phone: 'Enter an Algerian mobile number: 05, 06 or 07 and 8 digits, or +213 and 9 digits.',
  language: 'Language must be en, fr or ar',
  slot: 'Choose a free slot.',
  tooManyInvites: 'You have sent many invitations already. Try again in {{wait}}.',
  recipientFlooded: 'This address has received several invitations already. Try again in {{wait}}.',
  phoneBookingsTooFast: 'Too many telephone bookings. Try again in {{wait}}.',
  numberFlooded: 'This number has received several booking texts already. Try again in {{wait}}.',
} as const;
const M = ASSISTANT_MESSAGES;

export const inviteAssistantBody = z.object({ email: emailField(M.email, M.emailInvalid) }).strict();

export const inviteParams = z.object({ inviteId: idParam });
export const assistantParams = z.object({ userId: idParam });
export const inviteCodeParams = z.object({ code: z.string().min(10).max(64) });

export const assistantListResponse = z.object({
  assistants: z.array(
    z.object({ user_id: z.number(), full_name: z.string(), email: z.string(), since: z.string() }),
  ),
  invites: z.array(z.object({ id: z.number(), email: z.string(), expires_at: z.string() })),
  max: z.number(),
});
export type AssistantList = z.infer<typeof assistantListResponse>;

export const inviteSent = z.object({ id: z.number(), email: z.string() });

export const inviteSummary = z.object({
  doctor_name: z.string(),
  email: z.string(),
  /** The email already has an assistant account: accepting asks only for its password. */
  has_account: z.boolean(),
});
export type InviteSummary = z.infer<typeof inviteSummary>;

export const acceptInviteBody = z
  .object({
    first_name: requiredText(M.firstName, 80).optional(),
    last_name: requiredText(M.lastName, 80).optional(),
    password: passwordField(),
  })
  .strict();
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;

export const inviteAccepted = z.object({ email: z.string(), doctor_name: z.string() });

export const assistantMeResponse = z.object({
  doctor: z.object({ id: z.number(), full_name: z.string() }).nullable(),
});
export type AssistantMe = z.infer<typeof assistantMeResponse>;

export const phoneBookingBody = z
  .object({
    slot: z.number({ error: M.slot }).int(M.slot).positive(M.slot).max(INT4_MAX, M.slot),
    full_name: requiredText(M.fullName, NAME_MAX_LENGTH),
    phone: z
      .string({ error: M.phone })
      .max(30, M.phone)
      .refine((v) => normaliseAlgerianMobile(v) !== null, M.phone),
    language: z.enum(LANGUAGES, { error: M.language }),
    appointment_reason: z.string().trim().max(500).default(''),
  })
  .strict();
export type PhoneBookingBody = z.input<typeof phoneBookingBody>;

export const phoneBookingResponse = z.object({
  id: z.number(),
  patient: z.number(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
