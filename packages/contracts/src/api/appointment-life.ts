import { z } from 'zod';
import { idParam, idValue, INT4_MAX } from './common.ts';

// After the booking: the patient cancels or moves it, the doctor cancels it or marks a no-show,
// a patient waits for an earlier slot, and both are told through notifications.

export const patientAppointmentParams = z.object({ bookingId: idParam });
export const doctorAppointmentParams = z.object({ appointmentId: idParam });
export const waitlistParams = z.object({ doctorId: idParam });

export const rescheduleBody = z.object({
  slot: z
    .number({ error: 'Choose a slot.' })
    .int('Choose a slot.')
    .positive('Choose a slot.')
    .max(INT4_MAX, 'Choose a slot.'),
});

export const doctorCancelBody = z.object({
  reason: z
    .string({ error: 'Say why the appointment is cancelled.' })
    .trim()
    .min(1, 'Say why the appointment is cancelled.')
    .max(500, 'The reason must be 500 characters or less'),
});

export const noShowBody = z.object({ no_show: z.boolean({ error: 'Say whether the patient came.' }) });

export const waitlistStatus = z.object({ waiting: z.boolean() });

export const APPOINTMENT_LIFE_MESSAGES = {
  notFound: 'Appointment not found.',
  started: 'This appointment has already started.',
  notPast: 'The appointment has not started yet.',
  sameSlot: 'The appointment is already in this slot.',
  otherDoctor: 'Choose a slot of the same doctor.',
};

/** A delivery of an email or text message about an appointment, for the doctor to see. */
export const appointmentMessage = z.object({
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  status: z.enum(['queued', 'sent', 'retrying', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const NOTIFICATION_KINDS = [
  'appointment.booked',
  'appointment.cancelled',
  'appointment.rescheduled',
  'waitlist.slot_free',
  // A patient of the doctor (a shared folder, or an upcoming appointment) deleted their account.
  'account.deleted',
  // A doctor asks to add the patient to their list; the patient accepts or declines.
  'care.requested',
  'care.accepted',
  'care.declined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Facts, not sentences: the app words them in the reader's language. */
export const notificationData = z.object({
  appointment: z.number().optional(),
  doctor: z.number().optional(),
  doctor_name: z.string().optional(),
  patient_name: z.string().optional(),
  /** Who comes, when the patient booked for a relative. */
  relative_name: z.string().optional(),
  day: z.string().optional(),
  start_time: z.string().optional(),
  by: z.enum(['patient', 'doctor']).optional(),
  reason: z.string().optional(),
  /** A request the reader answered since (`care.requested`): it asks nothing any more. */
  answer: z.enum(['accepted', 'declined']).optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationData,
  /** The app's page about it. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationList = z.object({
  unread: z.number(),
  results: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationList>;

export const markReadBody = z
  .object({
    ids: z.array(idValue).max(200, 'Mark at most 200 at once').optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, {
    message: 'Send the ids to mark as read, or all: true',
    path: ['ids'],
  });

/** The signed link of a reminder email that stops the reminders. */
export const unsubscribeQuery = z.object({
  user: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});
