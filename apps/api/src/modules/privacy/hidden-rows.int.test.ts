import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  createCast,
  dayFromToday,
  seedFolder,
  seedGrant,
} from '#api/modules/doctor/test/support.ts';
import { completeDoctor, createConsultation, markVerified } from '#api/modules/prescriptions/test/support.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// A doctor's or a conversation's own rows (appointments and slots, consultations, prescriptions,
// conversations, video visits, absences) answer whoever may not see them exactly as an id that
// does not exist: trying ids tells a caller nothing about which ones exist (decision 0075).

let ctx: TestContext;
let cast: Cast;
let stranger: TestAccount;
/** The doctor's rows, which another doctor or another patient tries to reach. */
const rows = {
  appointment: 0,
  visit: 0,
  slot: 0,
  consultation: 0,
  prescription: 0,
  conversation: 0,
  file: 0,
  absence: 0,
};

const MISSING = 2_000_000_000;

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

async function call(who: TestAccount, request: Request) {
  const res = await ctx.app.inject({ ...request, headers: who.auth });
  return res;
}

/** Books one of the doctor's slots for the patient and answers the appointment id. */
async function bookedAppointment(startTime: string, endTime: string, visitKind: 'video' | 'in_person') {
  const slot = await call(cast.doctor, {
    method: 'POST',
    url: '/api/doctor/CreateBooking/',
    payload: { day: dayFromToday(3), start_time: startTime, end_time: endTime, visit_kind: visitKind },
  });
  expect(slot.statusCode).toBe(201);
  const booked = await call(cast.patient, {
    method: 'POST',
    url: `/api/patient/${cast.patient.patientId}/booking/${slot.json().id}/`,
    payload: { appointment_reason: 'Contrôle', type_person: '' },
  });
  expect(booked.statusCode).toBe(201);
  return booked.json().id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  stranger = await createAccount(ctx, 'patient');
  await completeDoctor(ctx, cast.doctor);
  await markVerified(ctx, cast.doctor.doctorId);
  rows.appointment = await bookedAppointment('10:00', '10:30', 'in_person');
  rows.visit = await bookedAppointment('11:00', '11:30', 'video');
  const slot = await call(cast.doctor, {
    method: 'POST',
    url: '/api/doctor/CreateBooking/',
    payload: { day: dayFromToday(3), start_time: '12:00', end_time: '12:30' },
  });
  rows.slot = slot.json().id;
  rows.consultation = await createConsultation(ctx, cast.doctor, cast.patient.patientId, [
    { name: 'Metformin', dose: '1 tablet', frequency: 'twice a day' },
  ]);
  const issued = await call(cast.doctor, {
    method: 'POST',
    url: `/api/doctor/consultations/${rows.consultation}/prescriptions/`,
  });
  expect(issued.statusCode).toBe(201);
  rows.prescription = issued.json().id;
  const shared = await seedFolder(ctx, cast.patient.patientId);
  await seedGrant(ctx, cast.doctor.doctorId, cast.patient.patientId, shared.folderId);
  rows.file = shared.fileId;
  const inbox = await call(cast.patient, { method: 'GET', url: '/api/conversations/' });
  rows.conversation = inbox.json().results[0].id;
  const day = dayFromToday(40);
  const absence = await call(cast.doctor, {
    method: 'POST',
    url: '/api/doctor/absences/',
    payload: { starts_at: `${day}T08:00`, ends_at: `${day}T09:30`, label: 'Congrès' },
  });
  expect(absence.statusCode).toBe(201);
  rows.absence = absence.json().id;
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

/** Every route on one of the doctor's rows, with the ids given: the real ones or missing ones. */
function doctorRequests(ids: typeof rows, doctorId: number): Record<string, Request> {
  const consultation = `/api/doctor/consultations/${ids.consultation}/prescriptions/`;
  const slot = `/api/doctor/UpdateDeleteBooking/${ids.slot}/`;
  const agenda = `/api/doctor/update_delete_appointment/${doctorId}/${ids.appointment}/`;
  return {
    'cancel an appointment': {
      method: 'POST',
      url: `/api/doctor/appointments/${ids.appointment}/cancel/`,
      payload: { reason: 'Imprévu' },
    },
    'mark a no-show': {
      method: 'POST',
      url: `/api/doctor/appointments/${ids.appointment}/no-show/`,
      payload: { no_show: true },
    },
    "read an appointment's messages": {
      method: 'GET',
      url: `/api/doctor/appointments/${ids.appointment}/messages/`,
    },
    'change an appointment': { method: 'PATCH', url: agenda, payload: { is_confirmed: true } },
    'delete an appointment': { method: 'DELETE', url: agenda },
    'close a slot': { method: 'PATCH', url: slot, payload: { existing: false } },
    'delete a slot': { method: 'DELETE', url: slot },
    'cancel a booked slot': { method: 'POST', url: `${slot}cancel`, payload: { reason: 'Imprévu' } },
    'add a blood test': {
      method: 'POST',
      url: '/api/doctor/CreateBloodTest/',
      payload: { consultation: ids.consultation, name: 'HbA1c', value: '6.1%' },
    },
    'add a medicine': {
      method: 'POST',
      url: '/api/doctor/CreateMedcineItems/',
      payload: { consultation: ids.consultation, name: 'Aspirine', dose: '100 mg', frequency: 'le matin' },
    },
    'issue a prescription': { method: 'POST', url: consultation },
    'list the prescriptions': { method: 'GET', url: consultation },
    'revoke a prescription': { method: 'POST', url: `/api/doctor/prescriptions/${ids.prescription}/revoke/` },
    'remove an absence': { method: 'DELETE', url: `/api/doctor/absences/${ids.absence}/` },
  };
}

/** Every route on the conversation and the video visit, shared by the doctor and the patient. */
function partyRequests(ids: typeof rows): Record<string, Request> {
  const conversation = `/api/conversations/${ids.conversation}`;
  const visit = `/api/visits/${ids.visit}`;
  return {
    'read the messages': { method: 'GET', url: `${conversation}/messages/` },
    'send a message': {
      method: 'POST',
      url: `${conversation}/messages/`,
      payload: { body: 'Bonjour', client_id: randomUUID() },
    },
    'mark as read': { method: 'POST', url: `${conversation}/read/`, payload: { up_to: 1 } },
    block: { method: 'POST', url: `${conversation}/block/` },
    unblock: { method: 'DELETE', url: `${conversation}/block/` },
    leave: { method: 'POST', url: `${conversation}/leave/` },
    'write a consultation note': {
      method: 'POST',
      url: `${conversation}/consultation/`,
      payload: { objective: 'Suivi', content: 'RAS' },
    },
    'download an attached file': { method: 'GET', url: `${conversation}/files/${ids.file}/` },
    'open the visit': { method: 'GET', url: `${visit}/` },
    signal: { method: 'POST', url: `${visit}/signal/`, payload: { type: 'hello', session: randomUUID() } },
    'write the visit consultation': {
      method: 'POST',
      url: `${visit}/consultation/`,
      payload: { objective: 'Suivi', content: 'RAS' },
    },
  };
}

const missingIds = Object.fromEntries(Object.keys(rows).map((k) => [k, MISSING])) as typeof rows;

/** Each request on the real rows and on missing ones: status and whole body, side by side. */
async function compare(who: TestAccount, real: Record<string, Request>, missing: Record<string, Request>) {
  for (const name of Object.keys(real)) {
    const onReal = await call(who, real[name] as Request);
    const onMissing = await call(who, missing[name] as Request);
    expect({ name, status: onReal.statusCode, body: onReal.body }).toEqual({
      name,
      status: onMissing.statusCode,
      body: onMissing.body,
    });
    expect({ name, status: onReal.statusCode }).not.toEqual({ name, status: 403 });
  }
}

describe("another doctor's rows and rows that do not exist", () => {
  it('answer another doctor the same status and body on every route', async () => {
    const other = cast.otherDoctor;
    await compare(other, doctorRequests(rows, other.doctorId), doctorRequests(missingIds, other.doctorId));
  });

  it('answer anyone outside a conversation or a visit the same status and body', async () => {
    for (const who of [cast.otherDoctor, stranger]) {
      await compare(who, partyRequests(rows), partyRequests(missingIds));
    }
  });

  it('changed nothing, and the doctor and the patient still reach everything', async () => {
    const visit = await call(cast.patient, { method: 'GET', url: `/api/visits/${rows.visit}/` });
    expect(visit.statusCode).toBe(200);
    const thread = await call(cast.doctor, {
      method: 'GET',
      url: `/api/conversations/${rows.conversation}/messages/`,
    });
    expect(thread.json().results).toEqual([]);
    const prescriptions = await call(cast.doctor, {
      method: 'GET',
      url: `/api/doctor/consultations/${rows.consultation}/prescriptions/`,
    });
    expect(prescriptions.json()).toEqual([
      expect.objectContaining({ id: rows.prescription, revoked_at: null }),
    ]);
    const absences = await call(cast.doctor, { method: 'GET', url: '/api/doctor/absences/' });
    expect(absences.json()).toEqual([expect.objectContaining({ id: rows.absence })]);
    const cancelled = await call(cast.doctor, {
      method: 'POST',
      url: `/api/doctor/appointments/${rows.appointment}/cancel/`,
      payload: { reason: 'Imprévu' },
    });
    expect(cancelled.statusCode).toBe(204);
  });
});
