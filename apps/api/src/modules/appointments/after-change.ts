import { algeriaInstant } from '@reayah/contracts';
import type { DbOrTx, Tx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { appointmentUsers, tellChanged } from '#api/lib/events/changes.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { type AppointmentFacts, findAppointmentFacts } from './appointment-facts.ts';
import { phoneCancelSms } from './mail/mail-texts.ts';
import { factsOf, mailPatient } from './mail/patient-mail.ts';
import { REMINDER_JOB } from './reminders/jobs.ts';
import { leaveWaitlist } from './waitlist/repository.ts';
import { WAITLIST_JOB } from './waitlist/jobs.ts';

// What follows each change of an appointment, in the transaction that made it: both sides notified,
// the patient mailed (or texted), reminders queued for the new time, a freed slot offered to the
// waiting patients, and the open pages of both sides told to refresh.

const HOUR = 3_600_000;

/** One reminder job per configured hour before the start, skipping those already past. */
export async function scheduleReminders(deps: Deps, tx: DbOrTx, a: AppointmentFacts) {
  const startsAt = algeriaInstant(a.day, a.startTime).getTime();
  for (const hours of deps.config.REMINDER_HOURS) {
    const runAt = new Date(startsAt - hours * HOUR);
    if (runAt <= deps.now()) continue;
    await deps.jobs.enqueue(
      tx,
      REMINDER_JOB,
      { appointmentId: a.id, sequence: a.sequence, hours },
      { runAt, key: `${a.id}:${a.sequence}:${hours}` },
    );
  }
}

/** What a notification about the appointment carries. */
export const appointmentNote = (
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

const tellBothSides = (deps: Deps, tx: Tx, a: AppointmentFacts) =>
  tellChanged(tx, deps.events, [a.doctorUserId, a.patientUserId], 'appointments');

/** Tells the doctor's waiting patients, by a job, that a slot is free. */
export async function offerFreedSlot(deps: Deps, tx: DbOrTx, doctorId: number, slotId: number | null) {
  if (slotId) await deps.jobs.enqueue(tx, WAITLIST_JOB, { doctorId, slotId });
}

/** After a booking (by the patient or by telephone): both sides told, the confirmation and reminders queued. */
export async function afterBooking(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  const a = await findAppointmentFacts(tx, appointmentId);
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
  await scheduleReminders(deps, tx, a);
  await leaveWaitlist(tx, a.doctorId, a.patientId);
  await tellBothSides(deps, tx, a);
}

/**
 * After an appointment a doctor wrote for a patient: the patient is told (a notification and the
 * confirmation mail, as a booking has) and reminded as for a booking.
 */
export async function afterDoctorWrote(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  const a = await findAppointmentFacts(tx, appointmentId);
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
  await scheduleReminders(deps, tx, a);
  await tellBothSides(deps, tx, a);
}

/**
 * After a move, the appointment already one calendar version further (so the reminders of the old
 * time find themselves outdated and do nothing): the other side is told, the patient mailed and
 * reminded for the new time, the old slot offered to the waiting patients.
 */
export async function afterMoved(
  deps: Deps,
  tx: Tx,
  appointmentId: number,
  by: 'patient' | 'doctor',
  freedSlotId: number | null,
): Promise<void> {
  const a = await findAppointmentFacts(tx, appointmentId);
  if (!a) return;
  const data = appointmentNote(a, { by });
  if (by === 'patient') {
    await notify(tx, deps.events, {
      userId: a.doctorUserId,
      kind: 'appointment.rescheduled',
      data,
      link: `/Doctores/${a.doctorId}/Appoints`,
    });
  } else if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.rescheduled',
      data,
      link: `/Patients/${a.patientId}/Appoints`,
    });
  }
  await mailPatient(deps, tx, a, 'rescheduled', { calendar: 'CONFIRMED', held: true });
  await scheduleReminders(deps, tx, a);
  await offerFreedSlot(deps, tx, a.doctorId, freedSlotId);
  await tellBothSides(deps, tx, a);
}

/** After the patient's cancel: the doctor told, the patient mailed, the slot offered to the waiting patients. */
export async function afterCancelledByPatient(deps: Deps, tx: Tx, a: AppointmentFacts): Promise<void> {
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
  await tellBothSides(deps, tx, a);
}

/**
 * After the doctor's (or assistant's) cancel: the patient is notified with the reason, which the
 * app shows as written; the mail says where to read it, and a patient booked by telephone is texted
 * to call the practice. Neither carries the reason's words: they are the practice's free text, and
 * the mail and the text speak in the platform's name. The slot is offered to the waiting patients.
 */
export async function afterCancelledByDoctor(
  deps: Deps,
  tx: Tx,
  a: AppointmentFacts,
  reason: string,
  /** The reason is the platform's own text (a suspension, a closed account): mail and text say it. */
  platformWords = false,
): Promise<void> {
  const platformReason = platformWords ? reason : undefined;
  if (a.patientUserId !== null) {
    await notify(tx, deps.events, {
      userId: a.patientUserId,
      kind: 'appointment.cancelled',
      data: appointmentNote(a, { by: 'doctor', reason }),
      link: `/book-a-doctor/${a.doctorId}`,
    });
  } else if (a.patientPhone) {
    // A patient booked by telephone has no account: the text message tells them.
    await deps.messages.queue(tx, {
      channel: 'sms',
      kind: 'appointment.cancelled-by-doctor',
      recipient: a.patientPhone,
      body: { text: phoneCancelSms(a.patientLanguage, factsOf(a), platformReason) },
    });
  }
  await mailPatient(deps, tx, a, 'cancelled-by-doctor', {
    platformReason,
    calendar: 'CANCELLED',
    sequence: a.sequence + 1,
    held: false,
  });
  await offerFreedSlot(deps, tx, a.doctorId, a.slotId);
  await tellBothSides(deps, tx, a);
}

/** After a change that moves nothing (confirmed, done, a no-show): the open pages of both sides refresh. */
export async function afterUpdated(deps: Deps, tx: Tx, appointmentId: number): Promise<void> {
  await tellChanged(tx, deps.events, await appointmentUsers(tx, appointmentId), 'appointments');
}
