import { algeriaInstant } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { publicOrigin } from '#api/lib/url.ts';
import { doctorListed } from '../booking/repository.ts';
import { appointmentMail } from '../mail/mail-texts.ts';
import { claimWaitingPatients, doctorName, slotOf } from './repository.ts';

/** Queued by after-change.ts when a slot is freed or made. */
export const WAITLIST_JOB = 'waitlist.offer';

const HOUR = 3_600_000;

/** Tells the doctor's waiting patients, each at most once an hour, that a slot is free. */
export function defineWaitlistJob(deps: Deps) {
  deps.jobs.define<{ doctorId: number; slotId: number }>({
    name: WAITLIST_JOB,
    retryLimit: 3,
    async run({ doctorId, slotId }, { tx }) {
      const slot = await slotOf(tx, slotId);
      if (!slot?.existing || slot.doctorId !== doctorId) return;
      if (!(await doctorListed(tx, doctorId))) return;
      if (algeriaInstant(slot.day, slot.startTime) <= deps.now()) return;
      const name = (await doctorName(tx, doctorId)) ?? '';
      const facts = { doctorName: name, day: slot.day, startTime: slot.startTime, place: null, video: false };
      const origin = publicOrigin(deps.config);
      for (const waiting of await claimWaitingPatients(tx, doctorId, deps.now(), HOUR)) {
        await notify(tx, deps.events, {
          userId: waiting.userId,
          kind: 'waitlist.slot_free',
          data: { doctor: doctorId, doctor_name: name, day: slot.day, start_time: slot.startTime },
          link: `/book-a-doctor/${doctorId}`,
        });
        const mail = appointmentMail('waitlist', waiting.language, facts, {
          book: `${origin}/book-a-doctor/${doctorId}`,
        });
        await deps.messages.queue(tx, {
          channel: 'email',
          kind: 'appointment.waitlist',
          recipient: waiting.email,
          userId: waiting.userId,
          subject: mail.subject,
          body: { text: mail.text, html: mail.html },
        });
      }
    },
  });
}
