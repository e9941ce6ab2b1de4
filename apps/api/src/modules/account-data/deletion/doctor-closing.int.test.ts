import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { doctors, slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createConsultation, createSlot } from '#api/modules/patient/test/records.ts';
import { markVerified } from '#api/modules/prescriptions/test/support.ts';

// A doctor closes their account: upcoming appointments are cancelled with notice, the patients
// keep reading their consultations and prescriptions, and the doctor is gone from everywhere else.

let ctx: TestContext;
let doctor: TestAccount & { doctorId: number };
let patient: TestAccount & { patientId: number };
let consultationId: number;
let upcomingId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor', { last_name: 'Closing' })) as typeof doctor;
  patient = (await createAccount(ctx, 'patient')) as typeof patient;
  await markVerified(ctx, doctor.doctorId);
  consultationId = await createConsultation(ctx, doctor.doctorId, patient.patientId);
  const issued = await ctx.app.inject({
    method: 'POST',
    url: `/api/doctor/consultations/${consultationId}/prescriptions`,
    headers: doctor.auth,
    payload: {},
  });
  if (issued.statusCode !== 201) throw new Error(`prescription: ${issued.statusCode} ${issued.body}`);
  const slot = await createSlot(ctx, doctor.doctorId, 3, '10:00', '10:30');
  await createSlot(ctx, doctor.doctorId, 4, '10:00', '10:30');
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patient.patientId}/booking/${slot.id}`,
    headers: patient.auth,
    payload: { appointment_reason: '', type_person: '' },
  });
  if (booked.statusCode !== 201) throw new Error(booked.body);
  upcomingId = booked.json<{ id: number }>().id;
  await ctx.drainJobs();
});
afterAll(async () => {
  await ctx.close();
});

const closeAccount = (password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/delete/',
    headers: doctor.auth,
    payload: { password, confirmation: 'DELETE' },
  });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/custom_token/', payload: { username: email, password } });

it('asks for the password and changes nothing without it', async () => {
  const res = await closeAccount('wrong-password-1');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ password: ['The password is incorrect.'] });
  expect((await login(doctor.email, doctor.password)).statusCode).toBe(200);
});

it('cancels what is to come with notice, and the patients keep their records', async () => {
  const mailsBefore = ctx.mail.filter((m) => m.to === patient.email).length;
  const res = await closeAccount(doctor.password);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    detail: 'Your account is closed. Your patients keep their consultations and prescriptions.',
  });

  // The patient is told, by notification and mail, and the appointment shows as cancelled.
  const notes = (
    await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: patient.auth })
  ).json<{ results: { kind: string; data: { appointment: number; reason?: string } }[] }>().results;
  expect(notes.find((n) => n.kind === 'appointment.cancelled')?.data).toMatchObject({
    appointment: upcomingId,
    reason: 'The doctor has closed their account on Reayah.',
  });
  const mail = await ctx.mailTo(patient.email, mailsBefore);
  expect(mail.text).toContain('The doctor has closed their account on Reayah.');

  // The patient still reads the consultation and the prescription, with the doctor's name.
  const consultations = await ctx.app.inject({
    method: 'GET',
    url: `/api/patient/${patient.patientId}/view-consultations`,
    headers: patient.auth,
  });
  expect(consultations.statusCode).toBe(200);
  expect(JSON.stringify(consultations.json())).toContain('Check-up');
  const prescriptions = await ctx.app.inject({
    method: 'GET',
    url: '/api/patient/prescriptions',
    headers: patient.auth,
  });
  expect(prescriptions.statusCode).toBe(200);
  const list = prescriptions.json<{ results?: unknown[] } | unknown[]>();
  const rows = Array.isArray(list) ? list : (list.results ?? []);
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows)).toContain('Closing');

  // No free slot is left, and the doctor can neither sign in nor be booked.
  const left = await ctx.deps.db.select().from(slots).where(eq(slots.doctorId, doctor.doctorId));
  expect(left.filter((s) => s.existing)).toEqual([]);
  const [row] = await ctx.deps.db.select().from(doctors).where(eq(doctors.id, doctor.doctorId));
  expect(row?.closedAt).toBeInstanceOf(Date);
  expect((await login(doctor.email, doctor.password)).statusCode).toBe(401);
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: doctor.auth })).statusCode,
  ).toBe(401);
  const offered = await ctx.app.inject({
    method: 'GET',
    url: `/api/patient/all-bookings/${doctor.doctorId}`,
    headers: patient.auth,
  });
  expect(offered.statusCode).toBe(404);
});
