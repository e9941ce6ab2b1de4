import { algeriaInstant } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { findAppointmentFacts } from '../appointment-facts.ts';
import { reminderSms } from '../mail/mail-texts.ts';
import { factsOf, mailPatient } from '../mail/patient-mail.ts';

/** Queued for each appointment by after-change.ts, one per configured hour before the start. */
export const REMINDER_JOB = 'appointments.reminder';

export function defineReminderJob(deps: Deps) {
  deps.jobs.define<{ appointmentId: number; sequence: number; hours: number }>({
    name: REMINDER_JOB,
    retryLimit: 3,
    async run({ appointmentId, sequence }, { tx }) {
      const a = await findAppointmentFacts(tx, appointmentId);
      // Moved since (another sequence), cancelled, done, or the patient asked for no reminders.
      if (!a || a.sequence !== sequence || a.isCompleted || a.remindersOff) return;
      if (algeriaInstant(a.day, a.startTime) <= deps.now()) return;
      await mailPatient(deps, tx, a, 'reminder', { held: true });
      if (a.patientPhone) {
        await deps.messages.queue(tx, {
          channel: 'sms',
          kind: 'appointment.reminder',
          recipient: a.patientPhone,
          userId: a.patientUserId,
          appointmentId: a.id,
          body: { text: reminderSms(a.patientLanguage, factsOf(a)) },
        });
      }
    },
  });
}
