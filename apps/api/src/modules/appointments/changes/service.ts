import {
  APPOINTMENT_LIFE_MESSAGES as M,
  BOOKING_MESSAGES,
  algeriaInstant,
  algeriaDayAndMinute,
  algeriaDay,
} from '@reayah/contracts';
import type { Tx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { calendarFile } from '#api/lib/calendar/ics.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { messagesForAppointment } from '#api/lib/messages/index.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import {
  afterCancelledByDoctor,
  afterCancelledByPatient,
  afterMoved,
  afterUpdated,
  offerFreedSlot,
} from '../after-change.ts';
import { type AppointmentFacts, findAppointmentFacts } from '../appointment-facts.ts';
import { MOVES_PER_PATIENT } from '../booking/limits.ts';
import { doctorListed } from '../booking/repository.ts';
import { suspendedDoctorReason } from '../mail/mail-texts.ts';
import { calendarEvent, doctorTitle } from '../mail/patient-mail.ts';
import { ownAppointment } from '../ownership.ts';
import { claimSlot, freeSlot, slotState } from '../slots/repository.ts';
import * as repo from './repository.ts';

const HOUR = 3_600_000;
const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** The doctor's cancellation, in the caller's transaction: the appointment goes to the history. */
async function cancelAsDoctor(
  deps: Deps,
  tx: Tx,
  a: AppointmentFacts,
  reason: string,
  platformWords: boolean,
) {
  await repo.moveToCancelled(tx, a, 'doctor', reason);
  await afterCancelledByDoctor(deps, tx, a, reason, platformWords);
}

/**
 * A suspended doctor's appointments still to come are cancelled as the doctor would cancel them, with
 * a reason in each patient's language (decision 0024); restoring the doctor brings none back.
 */
export async function cancelUpcomingOfSuspended(deps: Deps, tx: Tx, doctorId: number) {
  const yesterday = new Date(deps.now().getTime() - 24 * HOUR);
  for (const row of await repo.appointmentsFrom(tx, doctorId, algeriaDay(yesterday))) {
    if (algeriaInstant(row.day, row.startTime) <= deps.now()) continue;
    const a = await findAppointmentFacts(tx, row.id, true);
    if (a) await cancelAsDoctor(deps, tx, a, suspendedDoctorReason(a.patientLanguage), true);
  }
}

/**
 * The doctor's cancel of one appointment with a reason, in the caller's transaction: only the
 * doctor's own appointment, not yet started. Used for one appointment, an absence, a booked slot
 * deleted, and a closed account.
 */
export async function cancelAppointmentAsDoctor(
  deps: Deps,
  tx: Tx,
  identity: Identity & { doctorId: number },
  appointmentId: number,
  reason: string,
  /** `reason` is the platform's own text, not words typed at the practice (after-change.ts). */
  platformWords = false,
) {
  await ownAppointment(tx, identity.doctorId, appointmentId);
  const a = await findAppointmentFacts(tx, appointmentId, true);
  if (!a) throw notFound(M.notFound);
  if (algeriaInstant(a.day, a.startTime) <= deps.now()) throw conflict(M.started);
  await cancelAsDoctor(deps, tx, a, reason, platformWords);
  await audit(tx, identity, 'delete', 'appointment', a.id, a.patientId);
}

/**
 * A deleted patient's appointment still to come, in the deletion's transaction: it goes to the
 * history as cancelled by the patient, its slot is freed and offered to the waiting patients. The
 * deletion tells the doctor itself (one notice for the whole account).
 */
export async function cancelForDeletedPatient(deps: Deps, tx: Tx, appointmentId: number) {
  const a = await findAppointmentFacts(tx, appointmentId, true);
  if (!a) return;
  await repo.moveToCancelled(tx, a, 'patient', '');
  await offerFreedSlot(deps, tx, a.doctorId, a.slotId);
}

/** After the booking: the patient cancels or moves, the doctor cancels or marks a no-show, calendar files. */
export function createAppointmentChanges(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  /** The patient's own appointment, locked; 404 for anyone else's. */
  async function patientsOwn(tx: Tx, identity: Identity & { patientId: number }, bookingId: number) {
    const a = await findAppointmentFacts(tx, bookingId, true);
    if (!a || a.patientId !== identity.patientId) throw notFound(M.notFound);
    return a;
  }

  /** Refuses a change once the appointment started, or within the notice before it. */
  function assertChangeable(a: AppointmentFacts) {
    const startsAt = algeriaInstant(a.day, a.startTime);
    if (startsAt <= deps.now()) throw conflict(M.started);
    const until = new Date(startsAt.getTime() - deps.config.CANCEL_NOTICE_HOURS * HOUR);
    if (deps.now() > until) {
      throw conflict(
        `This appointment can no longer be changed online: it could be until ${algeriaDayAndMinute(until)}. Send the doctor a message instead.`,
      );
    }
  }

  async function cancelByPatient(identity: Identity & { patientId: number }, bookingId: number) {
    await db.transaction(async (tx) => {
      const a = await patientsOwn(tx, identity, bookingId);
      assertChangeable(a);
      await repo.moveToCancelled(tx, a, 'patient', '');
      await audit(tx, identity, 'delete', 'appointment', a.id, a.patientId);
      await afterCancelledByPatient(deps, tx, a);
    });
  }

  async function reschedule(identity: Identity & { patientId: number }, bookingId: number, slotId: number) {
    enforce(
      await limits.hit(MOVES_PER_PATIENT, String(identity.patientId)),
      (wait) => `You are moving appointments too fast. Try again in ${wait}.`,
    );
    const moved = await retryCollisions(() =>
      db.transaction(async (tx) => {
        const a = await patientsOwn(tx, identity, bookingId);
        assertChangeable(a);
        if (a.slotId === slotId) throw badRequest('slot', M.sameSlot);
        const slot = await claimSlot(tx, slotId, deps.now());
        if (!slot) return false;
        if (slot.doctor !== a.doctorId) throw badRequest('slot', M.otherDoctor);
        // A suspended doctor's slots take no one, as at booking (the claim rolls back).
        if (!(await doctorListed(tx, slot.doctor))) throw notFound(DOCTOR_NOT_FOUND);
        await repo.moveAppointment(tx, a.id, slot);
        if (a.slotId) await freeSlot(tx, a.slotId);
        await audit(tx, identity, 'update', 'appointment', a.id, a.patientId);
        await afterMoved(deps, tx, a.id, 'patient', a.slotId);
        return true;
      }),
    );
    if (moved) return;
    // The target was not won: nothing changed; say why.
    const state = await slotState(db, slotId, deps.now());
    if (!state) throw notFound(BOOKING_MESSAGES.missing);
    if (!state.existing) throw conflict(BOOKING_MESSAGES.taken);
    throw conflict(state.ahead ? BOOKING_MESSAGES.tooSoon : BOOKING_MESSAGES.past);
  }

  async function cancelByDoctor(
    identity: Identity & { doctorId: number },
    appointmentId: number,
    reason: string,
  ) {
    await db.transaction((tx) => cancelAppointmentAsDoctor(deps, tx, identity, appointmentId, reason));
  }

  async function markNoShow(
    identity: Identity & { doctorId: number },
    appointmentId: number,
    noShow: boolean,
  ) {
    await db.transaction(async (tx) => {
      const own = await ownAppointment(tx, identity.doctorId, appointmentId);
      const a = await findAppointmentFacts(tx, own.id, true);
      if (!a) throw notFound(M.notFound);
      if (algeriaInstant(a.day, a.startTime) > deps.now()) throw conflict(M.notPast);
      await repo.setNoShow(tx, a.id, noShow);
      await audit(tx, identity, 'update', 'appointment', a.id, a.patientId);
      await afterUpdated(deps, tx, a.id);
    });
  }

  /** The appointment's calendar file for one of its two sides; a cancelled one says so. */
  async function calendar(identity: Identity, appointmentId: number): Promise<string> {
    const mine = (doctorId: number, patientId: number) =>
      identity.doctorId === doctorId || identity.patientId === patientId;
    const a = await findAppointmentFacts(db, appointmentId);
    if (a && mine(a.doctorId, a.patientId)) return calendarEvent(deps, a, 'CONFIRMED');
    const gone = await repo.findCancelled(db, appointmentId);
    if (!gone || !mine(gone.doctorId, gone.patientId)) throw notFound(M.notFound);
    return calendarFile(
      {
        uid: `appointment-${gone.id}@reayah.dz`,
        sequence: gone.sequence,
        day: gone.day,
        startTime: gone.startTime,
        endTime: gone.endTime,
        summary: doctorTitle(gone.doctorName),
        status: 'CANCELLED',
        stamp: deps.now(),
      },
      'CANCEL',
    );
  }

  /** The delivery of the appointment's mail and texts, for its doctor. */
  async function messages(identity: Identity & { doctorId: number }, appointmentId: number) {
    await ownAppointment(db, identity.doctorId, appointmentId);
    return messagesForAppointment(db, appointmentId);
  }

  return { cancelByPatient, reschedule, cancelByDoctor, markNoShow, calendar, messages };
}
