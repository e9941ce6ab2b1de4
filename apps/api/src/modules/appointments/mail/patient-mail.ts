import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { calendarFile } from '#api/lib/calendar/ics.ts';
import { publicOrigin } from '#api/lib/url.ts';
import { appointmentMail, type MailKind } from './mail-texts.ts';
import type { AppointmentFacts } from '../appointment-facts.ts';

// The patient's emails about an appointment: each in their language, with its calendar file, and
// the signed link that stops reminders.

/** How calendars show the doctor: a name with its title, read the same in the three languages. */
export const doctorTitle = (name: string) => ['Dr.', name].join(' ');

/** The signature of a patient's unsubscribe-from-reminders link. */
export function reminderSignature(deps: Deps, userId: number): string {
  return createHmac('sha256', deps.config.jwtSecret).update(`reminders-off:${userId}`).digest('base64url');
}

export function validReminderSignature(deps: Deps, userId: number, signature: string): boolean {
  const expected = Buffer.from(reminderSignature(deps, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function calendarEvent(
  deps: Deps,
  a: AppointmentFacts,
  status: 'CONFIRMED' | 'CANCELLED',
  sequence = a.sequence,
) {
  return calendarFile(
    {
      uid: `appointment-${a.id}@reayah.dz`,
      sequence,
      day: a.day,
      startTime: a.startTime,
      endTime: a.endTime,
      summary: doctorTitle(a.doctorName),
      ...(a.visitKind === 'video' ? {} : a.place ? { location: a.place } : {}),
      url: `${publicOrigin(deps.config)}/Patients/${a.patientId}/Appoints`,
      organizer: { name: doctorTitle(a.doctorName), email: a.doctorEmail },
      attendee: { name: a.patientName, email: a.patientEmail ?? '' },
      status,
      stamp: deps.now(),
    },
    status === 'CANCELLED' ? 'CANCEL' : 'REQUEST',
  );
}

export const factsOf = (a: AppointmentFacts) => ({
  doctorName: a.doctorName,
  day: a.day,
  startTime: a.startTime,
  place: a.place,
  video: a.visitKind === 'video',
});

/** Queues the patient's email about the appointment, in the patient's language, in `tx`. */
export async function mailPatient(
  deps: Deps,
  tx: DbOrTx,
  a: AppointmentFacts,
  kind: MailKind,
  options: {
    calendar?: 'CONFIRMED' | 'CANCELLED';
    sequence?: number;
    held: boolean;
    /** A reason the platform wrote, said in the mail; a doctor's words are read in the app. */
    platformReason?: string;
  },
) {
  // A patient booked by telephone has no account and no email; texts tell them (phone-booking/service.ts).
  if (a.patientUserId === null || a.patientEmail === null) return;
  const userId = a.patientUserId;
  const origin = publicOrigin(deps.config);
  const mail = appointmentMail(
    kind,
    a.patientLanguage,
    {
      doctorName: a.doctorName,
      day: a.day,
      startTime: a.startTime,
      place: a.place,
      video: a.visitKind === 'video',
    },
    {
      open: `${origin}/Patients/${a.patientId}/Appoints`,
      ...(kind === 'cancelled-by-doctor' ? { book: `${origin}/book-a-doctor/${a.doctorId}` } : {}),
      ...(kind === 'reminder'
        ? {
            unsubscribe: `${origin}/api/reminders/unsubscribe/?user=${userId}&signature=${reminderSignature(deps, userId)}`,
          }
        : {}),
    },
    options.platformReason,
  );
  const status = options.calendar;
  await deps.messages.queue(tx, {
    channel: 'email',
    kind: `appointment.${kind}`,
    recipient: a.patientEmail,
    userId: a.patientUserId,
    appointmentId: options.held ? a.id : null,
    subject: mail.subject,
    body: {
      text: mail.text,
      html: mail.html,
      ...(status
        ? {
            icalEvent: {
              method: status === 'CANCELLED' ? ('CANCEL' as const) : ('REQUEST' as const),
              filename: 'appointment.ics',
              content: calendarEvent(deps, a, status, options.sequence),
            },
          }
        : {}),
    },
  });
}
