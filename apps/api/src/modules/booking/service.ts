import { BOOKING_MESSAGES, type BookedAppointment } from '@reayah/contracts';
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Identity } from '../../lib/auth/tokens.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  claimSlot,
  doctorExists,
  insertBookedAppointment,
  listAvailableSlots,
  slotState,
} from './repository.ts';

export function createBookingService(deps: Deps) {
  const { db } = deps;

  async function availableSlots(doctorId: number) {
    if (!(await doctorExists(db, doctorId))) throw notFound('Doctor not found.');
    return listAvailableSlots(db, doctorId, deps.now());
  }

  /** Books the slot for the patient: the slot turns Booked and the appointment appears, or neither. */
  async function book(
    identity: Identity & { patientId: number },
    slotId: number,
    extra: { appointmentReason: string; typePerson: string },
  ): Promise<BookedAppointment> {
    const now = deps.now();
    const booked = await db.transaction(async (tx) => {
      const slot = await claimSlot(tx, slotId, now);
      if (!slot) return null;
      const values = {
        doctorId: slot.doctor,
        patientId: identity.patientId,
        slotId: slot.id,
        day: slot.day,
        startTime: slot.start_time,
        endTime: slot.end_time,
        visitKind: slot.visit_kind,
      };
      const appointment = await insertBookedAppointment(tx, values, extra);
      // An appointment already holds this slot (a doctor reopened it): undo the claim.
      if (!appointment) throw conflict(BOOKING_MESSAGES.taken);
      await audit(tx, identity, 'create', 'appointment', appointment.id);
      return appointment;
    });
    if (booked) return { ...booked, slot: slotId };
    const state = await slotState(db, slotId, now);
    if (!state) throw notFound(BOOKING_MESSAGES.missing);
    throw conflict(state.existing ? BOOKING_MESSAGES.past : BOOKING_MESSAGES.taken);
  }

  return { availableSlots, book };
}
