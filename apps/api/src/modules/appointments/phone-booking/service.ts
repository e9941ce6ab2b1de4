import {
  ASSISTANT_MESSAGES as M,
  BOOKING_MESSAGES,
  normaliseAlgerianMobile,
  type phoneBookingBody,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import { hasChosenDoctor } from '#api/lib/access/patient-consent.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, conflict } from '#api/lib/errors.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { afterBooking } from '../after-change.ts';
import { findAppointmentFacts } from '../appointment-facts.ts';
import { insertBookedAppointment } from '../booking/repository.ts';
import { phoneBookedSms } from '../mail/mail-texts.ts';
import { factsOf } from '../mail/patient-mail.ts';
import { ownSlot } from '../ownership.ts';
import { claimSlot } from '../slots/repository.ts';
import { PHONE_BOOKINGS_PER_DOCTOR, PHONE_BOOKINGS_PER_NUMBER } from './limits.ts';
import { contactPatient, patientWithPhone } from './repository.ts';

/**
 * A patient who telephoned is booked by the doctor or their assistant into one of the doctor's free
 * slots. The number of a patient's account links the appointment to that account only when that
 * patient already chose the doctor (lib/access/patient-consent.ts); otherwise it is kept for a
 * contact-only patient (the name typed, the number and a language, no account), so the practice
 * learns nothing of whether the number has an account, nor its holder's name, and no account gets
 * an appointment with a doctor its patient never chose. Either way a text message with the
 * appointment goes out in the patient's language, through the job queue.
 */
export function createPhoneBooking(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);
  const withWait = (text: string) => (wait: string) => text.replace('{{wait}}', wait);
  return async function bookByPhone(
    identity: Identity & { doctorId: number },
    input: z.output<typeof phoneBookingBody>,
  ) {
    const phone = normaliseAlgerianMobile(input.phone);
    if (!phone) throw badRequest('phone', M.phone);
    enforce(
      await limits.hit(PHONE_BOOKINGS_PER_DOCTOR, String(identity.doctorId)),
      withWait(M.phoneBookingsTooFast),
    );
    enforce(await limits.hit(PHONE_BOOKINGS_PER_NUMBER, phone), withWait(M.numberFlooded));
    const now = deps.now();
    return retryCollisions(() =>
      db.transaction(async (tx) => {
        await ownSlot(tx, identity.doctorId, input.slot);
        const slot = await claimSlot(tx, input.slot, now);
        if (!slot) throw badRequest('slot', M.slot);
        const holder = await patientWithPhone(tx, phone);
        const account =
          holder && (await hasChosenDoctor(tx, identity.doctorId, holder.id, now)) ? holder : null;
        const patientId =
          account?.id ??
          (await contactPatient(tx, {
            phone,
            fullName: input.full_name,
            language: input.language,
            searchText: foldForSearch(input.full_name),
          }));
        const appointment = await insertBookedAppointment(
          tx,
          {
            doctorId: identity.doctorId,
            patientId,
            slotId: slot.id,
            day: slot.day,
            startTime: slot.start_time,
            endTime: slot.end_time,
            visitKind: slot.visit_kind,
          },
          {
            appointmentReason: input.appointment_reason,
            typePerson: '',
            // A number typed at the practice is not the patient choosing the doctor.
            bookedByPatient: false,
          },
        );
        if (!appointment) throw conflict(BOOKING_MESSAGES.taken);
        await audit(tx, identity, 'create', 'appointment', appointment.id, patientId);
        await afterBooking(deps, tx, appointment.id);
        const facts = await findAppointmentFacts(tx, appointment.id);
        if (facts) {
          await deps.messages.queue(tx, {
            channel: 'sms',
            kind: 'appointment.booked-by-phone',
            recipient: phone,
            userId: facts.patientUserId,
            appointmentId: appointment.id,
            body: { text: phoneBookedSms(account?.language ?? input.language, factsOf(facts)) },
          });
        }
        return {
          id: appointment.id,
          patient: patientId,
          day: appointment.day,
          start_time: appointment.start_time,
          end_time: appointment.end_time,
        };
      }),
    );
  };
}
