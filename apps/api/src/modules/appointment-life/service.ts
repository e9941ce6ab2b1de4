import {
  APPOINTMENT_LIFE_MESSAGES as M,
  BOOKING_MESSAGES,
  algeriaInstant,
  algeriaDayAndMinute,
  algeriaDay,
} from '@reayah/contracts';
import type { DbOrTx, Tx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { calendarFile } from '#api/lib/calendar/ics.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { tellChanged } from '#api/lib/events/changes.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import { publicOrigin } from '#api/lib/url.ts';
import { claimSlot, doctorListed, slotState } from '../booking/repository.ts';
import { MOVES_PER_PATIENT } from '../booking/limits.ts';
import { ownAppointment } from '../doctor/access.ts';
import { appointmentMail, phoneCancelSms, reminderSms, suspendedDoctorReason } from './mail-texts.ts';
import { calendarEvent, doctorTitle, factsOf, mailPatient, validReminderSignature } from './patient-mail.ts';
import * as repo from './repository.ts';
import type { AppointmentFacts } from './repository.ts';

const REMINDER_JOB = 'appointments.reminder';
const WAITLIST_JOB = 'waitlist.offer';
const HOUR = 3_600_000;
const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** One reminder job per configured hour before the start, skipping those already past. */
async function scheduleReminders(deps: Deps, tx: DbOrTx, a: AppointmentFacts, sequence: number) {
  const startsAt = algeriaInstant(a.day, a.startTime).getTime();
  for (const hours of deps.config.REMINDER_HOURS) {
    const runAt = new Date(startsAt - hours * HOUR);
    if (runAt <= deps.now()) continue;
    await deps.jobs.enqueue(
      tx,
      REMINDER_JOB,
      { appointmentId: a.id, sequence, hours },
      { runAt, key: `${a.id}:${sequence}:${hours}` },
    );
  }
}

const appointmentNote = (
  a: AppointmentFacts,
  extra: { by?: 'patient' | 'doctor'; reason?: string } = {},
) => ({
  appointment: a.id,
  doctor: a.doctorId,
  doctor_name: a.doctorName,
  patient_name: a.patientName,
  ...(a.relativeName ? { relative_name: a.relativeName } : {}),
  day: a.day,
  start_time: a.startTime,
  ...extra,
});

/** What follows a booking, in its transaction: both sides told, the confirmation and reminders queued. */
export async function afterBooking(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  const a = await repo.findAppointmentFacts(tx, appointmentId);
  if (!a) return;
  const data = appointmentNote(a);
  if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.booked',
      data,
      link: `/Patients/${a.patientId}/Appoints`,
    });
  }
  await notify(tx, deps.events, {
    userId: a.doctorUserId,
    kind: 'appointment.booked',
    data,
    link: `/Doctores/${a.doctorId}/Appoints`,
  });
  await mailPatient(deps, tx, a, 'confirmation', { calendar: 'CONFIRMED', held: true });
  await scheduleReminders(deps, tx, a, a.sequence);
  await repo.leaveWaitlist(tx, a.doctorId, a.patientId);
  await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
}

/**
 * What follows an appointment a doctor wrote for a patient, in its transaction: the patient is told
 * (a notification and the confirmation mail, as a booking has) and reminded as for a booking.
 */
export async function afterDoctorWrote(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  const a = await repo.findAppointmentFacts(tx, appointmentId);
  if (!a) return;
  if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.booked',
      data: appointmentNote(a, { by: 'doctor' }),
      link: `/Patients/${a.patientId}/Appoints`,
    });
  }
  await mailPatient(deps, tx, a, 'confirmation', { calendar: 'CONFIRMED', held: true });
  await scheduleReminders(deps, tx, a, a.sequence);
  await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
}

/**
 * A doctor moved an appointment to another day: the calendar version goes up, so the reminders of
 * the old day find themselves outdated and do nothing; the patient is told and mailed, and reminded
 * for the new day.
 */
export async function afterDoctorMoved(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  await repo.bumpSequence(tx, appointmentId);
  const a = await repo.findAppointmentFacts(tx, appointmentId);
  if (!a) return;
  if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.rescheduled',
      data: appointmentNote(a, { by: 'doctor' }),
      link: `/Patients/${a.patientId}/Appoints`,
    });
  }
  await mailPatient(deps, tx, a, 'rescheduled', { calendar: 'CONFIRMED', held: true });
  await scheduleReminders(deps, tx, a, a.sequence);
  await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
}

/** Tells the doctor's waiting patients, by a job, that a slot is free. */
export async function offerFreedSlot(deps: Deps, tx: DbOrTx, doctorId: number, slotId: number | null) {
  if (slotId) await deps.jobs.enqueue(tx, WAITLIST_JOB, { doctorId, slotId });
}

/**
 * The doctor's cancellation, in the caller's transaction: the appointment goes to the history, the
 * patient is notified and mailed with the reason, the slot is offered to the waiting patients.
 */
async function cancelAsDoctor(deps: Deps, tx: Tx, a: AppointmentFacts, reason: string) {
  await repo.moveToCancelled(tx, a, 'doctor', reason);
  if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.cancelled',
      data: appointmentNote(a, { by: 'doctor', reason }),
      link: `/book-a-doctor/${a.doctorId}`,
    });
  } else if (a.patientPhone) {
    // A patient booked by telephone has no account: the text message tells them, with the reason.
    await deps.messages.queue(tx, {
      channel: 'sms',
      kind: 'appointment.cancelled-by-doctor',
      recipient: a.patientPhone,
      body: { text: phoneCancelSms(a.patientLanguage, factsOf(a), reason) },
    });
  }
  await mailPatient(deps, tx, a, 'cancelled-by-doctor', {
    reason,
    calendar: 'CANCELLED',
    sequence: a.sequence + 1,
    held: false,
  });
  await offerFreedSlot(deps, tx, a.doctorId, a.slotId);
  await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
}

/**
 * A suspended doctor's appointments still to come are cancelled as the doctor would cancel them, with
 * a reason in each patient's language (decision 0024); restoring the doctor brings none back.
 */
export async function cancelUpcomingOfSuspended(deps: Deps, tx: Tx, doctorId: number) {
  const yesterday = new Date(deps.now().getTime() - 24 * HOUR);
  for (const row of await repo.appointmentsFrom(tx, doctorId, algeriaDay(yesterday))) {
    if (algeriaInstant(row.day, row.startTime) <= deps.now()) continue;
    const a = await repo.findAppointmentFacts(tx, row.id, true);
    if (a) await cancelAsDoctor(deps, tx, a, suspendedDoctorReason(a.patientLanguage));
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
) {
  await ownAppointment(tx, identity.doctorId, appointmentId);
  const a = await repo.findAppointmentFacts(tx, appointmentId, true);
  if (!a) throw notFound(M.notFound);
  if (algeriaInstant(a.day, a.startTime) <= deps.now()) throw conflict(M.started);
  await cancelAsDoctor(deps, tx, a, reason);
  await audit(tx, identity, 'delete', 'appointment', a.id, a.patientId);
}

export function createAppointmentLife(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  deps.jobs.define<{ appointmentId: number; sequence: number; hours: number }>({
    name: REMINDER_JOB,
    retryLimit: 3,
    async run({ appointmentId, sequence }, { tx }) {
      const a = await repo.findAppointmentFacts(tx, appointmentId);
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

  deps.jobs.define<{ doctorId: number; slotId: number }>({
    name: WAITLIST_JOB,
    retryLimit: 3,
    async run({ doctorId, slotId }, { tx }) {
      const slot = await repo.slotOf(tx, slotId);
      if (!slot?.existing || slot.doctorId !== doctorId) return;
      if (!(await doctorListed(tx, doctorId))) return;
      if (algeriaInstant(slot.day, slot.startTime) <= deps.now()) return;
      const doctorName = (await repo.doctorName(tx, doctorId)) ?? '';
      const facts = { doctorName, day: slot.day, startTime: slot.startTime, place: null, video: false };
      const origin = publicOrigin(deps.config);
      for (const waiting of await repo.claimWaitingPatients(tx, doctorId, deps.now(), HOUR)) {
        await notify(tx, deps.events, {
          userId: waiting.userId,
          kind: 'waitlist.slot_free',
          data: { doctor: doctorId, doctor_name: doctorName, day: slot.day, start_time: slot.startTime },
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

  /** The patient's own appointment, locked; 404 for anyone else's. */
  async function patientsOwn(tx: Tx, identity: Identity & { patientId: number }, bookingId: number) {
    const a = await repo.findAppointmentFacts(tx, bookingId, true);
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
      await notify(tx, deps.events, {
        userId: a.doctorUserId,
        kind: 'appointment.cancelled',
        data: appointmentNote(a, { by: 'patient' }),
        link: `/Doctores/${a.doctorId}/Appoints`,
      });
      await mailPatient(deps, tx, a, 'cancelled-by-patient', {
        calendar: 'CANCELLED',
        sequence: a.sequence + 1,
        held: false,
      });
      await offerFreedSlot(deps, tx, a.doctorId, a.slotId);
      await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
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
        if (a.slotId) await repo.freeSlot(tx, a.slotId);
        await audit(tx, identity, 'update', 'appointment', a.id, a.patientId);
        const now = await repo.findAppointmentFacts(tx, a.id);
        if (!now) throw notFound(M.notFound);
        await notify(tx, deps.events, {
          userId: a.doctorUserId,
          kind: 'appointment.rescheduled',
          data: appointmentNote(now, { by: 'patient' }),
          link: `/Doctores/${a.doctorId}/Appoints`,
        });
        await mailPatient(deps, tx, now, 'rescheduled', { calendar: 'CONFIRMED', held: true });
        await scheduleReminders(deps, tx, now, now.sequence);
        await offerFreedSlot(deps, tx, a.doctorId, a.slotId);
        await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
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
      const a = await repo.findAppointmentFacts(tx, own.id, true);
      if (!a) throw notFound(M.notFound);
      if (algeriaInstant(a.day, a.startTime) > deps.now()) throw conflict(M.notPast);
      await repo.setNoShow(tx, a.id, noShow);
      await audit(tx, identity, 'update', 'appointment', a.id, a.patientId);
      await tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');
    });
  }

  /** The appointment's calendar file for one of its two sides; a cancelled one says so. */
  async function calendar(identity: Identity, appointmentId: number): Promise<string> {
    const mine = (doctorId: number, patientId: number) =>
      identity.doctorId === doctorId || identity.patientId === patientId;
    const a = await repo.findAppointmentFacts(db, appointmentId);
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

  const waitlist = {
    status: (identity: Identity & { patientId: number }, doctorId: number) =>
      repo.isWaiting(db, doctorId, identity.patientId),
    async join(identity: Identity & { patientId: number }, doctorId: number) {
      // A suspended doctor has no slot to wait for: as unknown as on their booking page.
      if (!(await doctorListed(db, doctorId))) throw notFound(DOCTOR_NOT_FOUND);
      await repo.joinWaitlist(db, doctorId, identity.patientId);
    },
    leave: (identity: Identity & { patientId: number }, doctorId: number) =>
      repo.leaveWaitlist(db, doctorId, identity.patientId),
  };

  async function unsubscribe(userId: number, signature: string): Promise<boolean> {
    if (!validReminderSignature(deps, userId, signature)) return false;
    await repo.setRemindersOff(db, userId);
    return true;
  }

  return { cancelByPatient, reschedule, cancelByDoctor, markNoShow, calendar, waitlist, unsubscribe };
}
