import {
  algeriaDay,
  BOOKING_MESSAGES,
  RELATIVE_MESSAGES,
  SLOT_WINDOW,
  type BookedAppointment,
} from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict, notFound, tooManyRequests } from '#api/lib/errors.ts';
import { BOOKINGS_PER_PATIENT } from './limits.ts';
import { createRateLimiter, enforce, waitText } from '#api/lib/rate-limit/index.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import { findOwnRelative } from '#api/modules/relatives/repository.ts';
import { afterBooking } from '../after-change.ts';
import { claimSlot, slotState } from '../slots/repository.ts';
import {
  doctorListed,
  insertBookedAppointment,
  listAvailableSlots,
  lockPatientWithDoctor,
  upcomingWithDoctor,
} from './repository.ts';

const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** One patient cannot hoard a doctor's free slots, nor book in bursts. */
export const UPCOMING_PER_DOCTOR = 3;

export function createBookingService(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  /** One window of the doctor's free slots (decision 0042) and the day the next one starts from. */
  async function availableSlots(
    doctorId: number,
    window: { from: string | null; days?: number | undefined },
  ) {
    if (!(await doctorListed(db, doctorId))) throw notFound(DOCTOR_NOT_FOUND);
    const now = deps.now();
    return listAvailableSlots(db, doctorId, now, {
      from: window.from ?? algeriaDay(now),
      days: window.days ?? SLOT_WINDOW.defaultDays,
      maxSlots: SLOT_WINDOW.maxSlots,
    });
  }

  /** Books the slot for the patient: the slot turns Booked and the appointment appears, or neither. */
  async function book(
    identity: Identity & { patientId: number },
    slotId: number,
    extra: { appointmentReason: string; typePerson: string; relative: number | null },
  ): Promise<BookedAppointment> {
    enforce(
      await limits.hit(BOOKINGS_PER_PATIENT, String(identity.patientId)),
      (wait) => `You are booking too fast. Try again in ${wait}.`,
    );
    const now = deps.now();
    const { relative: relativeId, ...texts } = extra;
    const booked = await retryCollisions(() =>
      db.transaction(async (tx) => {
        // Only the patient's own relative: another patient's answers as if it did not exist.
        const relative =
          relativeId === null ? null : await findOwnRelative(tx, identity.patientId, relativeId);
        if (relativeId !== null && !relative) throw notFound(RELATIVE_MESSAGES.notFound);
        const slot = await claimSlot(tx, slotId, now);
        if (!slot) return null;
        // A suspended doctor's slots are not offered; one claimed from an open page is given back.
        if (!(await doctorListed(tx, slot.doctor))) throw notFound(DOCTOR_NOT_FOUND);
        await lockPatientWithDoctor(tx, identity.patientId, slot.doctor);
        const upcoming = await upcomingWithDoctor(tx, identity.patientId, slot.doctor, now);
        if (upcoming.count >= UPCOMING_PER_DOCTOR) {
          const wait = Math.max(1, upcoming.firstInSeconds);
          throw tooManyRequests(
            `You already have ${UPCOMING_PER_DOCTOR} upcoming appointments with this doctor. You can book another in ${waitText(wait)}, or cancel one first.`,
            wait,
          );
        }
        const values = {
          doctorId: slot.doctor,
          patientId: identity.patientId,
          slotId: slot.id,
          day: slot.day,
          startTime: slot.start_time,
          endTime: slot.end_time,
          visitKind: slot.visit_kind,
        };
        const forWhom = relative
          ? { relativeId: relative.id, relativeName: relative.fullName, relativeRelation: relative.relation }
          : {};
        const appointment = await insertBookedAppointment(tx, values, { ...texts, ...forWhom });
        // An appointment already holds this slot (a doctor reopened it): undo the claim.
        if (!appointment) throw conflict(BOOKING_MESSAGES.taken);
        await audit(tx, identity, 'create', 'appointment', appointment.id);
        await afterBooking(deps, tx, appointment.id);
        return appointment;
      }),
    );
    if (booked) return { ...booked, slot: slotId };
    const state = await slotState(db, slotId, now);
    if (!state) throw notFound(BOOKING_MESSAGES.missing);
    if (!state.existing) throw conflict(BOOKING_MESSAGES.taken);
    throw conflict(state.ahead ? BOOKING_MESSAGES.tooSoon : BOOKING_MESSAGES.past);
  }

  return { availableSlots, book };
}
