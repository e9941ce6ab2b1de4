import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';
import { dayFromToday } from '../test/support.ts';

let ctx: TestContext;
let doctor: TestAccount & { doctorId: number };
let other: TestAccount & { doctorId: number };
let patient: TestAccount & { patientId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as typeof doctor;
  other = (await createAccount(ctx, 'doctor')) as typeof other;
  patient = (await createAccount(ctx, 'patient', {
    first_name: 'Amina',
    last_name: 'Saidi',
  })) as typeof patient;
  const second = (await createAccount(ctx, 'patient')) as typeof patient;
  for (const [days, start, end, who] of [
    [2, '09:00', '09:30', patient],
    [2, '08:00', '08:30', patient],
    [4, '10:00', '10:30', patient],
    [8, '10:00', '10:30', second],
  ] as const) {
    const slot = await createSlot(ctx, doctor.doctorId, days, start, end);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${who.patientId}/booking/${slot.id}`,
      headers: who.auth,
      payload: {
        appointment_reason: days === 2 ? 'Back pain' : '',
        type_person: days === 4 ? 'relative' : '',
      },
    });
    if (booked.statusCode !== 201) throw new Error(booked.body);
  }
  await createSlot(ctx, other.doctorId, 2, '11:00', '11:30');
});
afterAll(async () => {
  await ctx.close();
});

const agenda = (query: string, auth = doctor.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/doctor/agenda/?${query}`, headers: auth });

it('answers a day with its appointments in time order, who comes and why', async () => {
  const day = dayFromToday(2);
  const res = await agenda(`from=${day}`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ from: day, to: day, absences: [] });
  expect(body.appointments).toEqual([
    expect.objectContaining({
      start_time: '08:00:00',
      patient_full_name: 'Amina Saidi',
      appointment_reason: 'Back pain',
      visit_kind: 'in_person',
      is_completed: false,
      no_show: false,
    }),
    expect.objectContaining({ start_time: '09:00:00', patient: patient.patientId }),
  ]);
  expect((await agenda(`from=${dayFromToday(3)}`)).json().appointments).toEqual([]);
});

it('answers a week, and nothing beyond it', async () => {
  const res = await agenda(`from=${dayFromToday(1)}&days=7`);
  const body = res.json();
  expect(body.to).toBe(dayFromToday(7));
  expect(body.appointments.map((a: { day: string }) => a.day)).toEqual([
    dayFromToday(2),
    dayFromToday(2),
    dayFromToday(4),
  ]);
  expect(body.appointments[2].type_person).toBe('relative');
});

it('shows a doctor only their own appointments; a patient is refused', async () => {
  const theirs = await agenda(`from=${dayFromToday(1)}&days=7`, other.auth);
  expect(theirs.statusCode).toBe(200);
  expect(theirs.json().appointments).toEqual([]);
  expect((await agenda(`from=${dayFromToday(1)}`, patient.auth)).statusCode).toBe(403);
  expect(
    (await ctx.app.inject({ method: 'GET', url: `/api/doctor/agenda/?from=${dayFromToday(1)}` })).statusCode,
  ).toBe(401);
});

it('refuses a bad day or span, naming the field', async () => {
  expect((await agenda('from=2026-02-30')).json()).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
  expect((await agenda(`from=${dayFromToday(1)}&days=9`)).json()).toEqual({ days: ['Ask for 1 to 7 days.'] });
});
