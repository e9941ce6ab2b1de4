import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '../test/support.ts';

let ctx: TestContext;
let doctor: TestAccount & { doctorId: number };
let other: TestAccount & { doctorId: number };
let patient: TestAccount & { patientId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as typeof doctor;
  other = (await createAccount(ctx, 'doctor')) as typeof other;
  patient = (await createAccount(ctx, 'patient')) as typeof patient;
});
afterAll(async () => {
  await ctx.close();
});

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const hoursBody = (ranges: [string, string][], over: object = {}) => ({
  hours: EVERY_DAY.flatMap((weekday) => ranges.map(([start, end]) => ({ weekday, start, end }))),
  slot_minutes: 30,
  horizon_weeks: 1,
  notice_hours: 0,
  visit_kind: 'in_person',
  ...over,
});
const putHours = (body: object, auth = doctor.auth) =>
  ctx.app.inject({ method: 'PUT', url: '/api/doctor/opening-hours/', headers: auth, payload: body });
const mySlots = async (day: string, doctorId = doctor.doctorId) =>
  (
    await ctx.deps.db
      .select({ id: slots.id, start: slots.startTime, existing: slots.existing })
      .from(slots)
      .where(and(eq(slots.doctorId, doctorId), eq(slots.day, day)))
  )
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((s) => ({ ...s, start: s.start.slice(0, 5) }));
const freeForPatients = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/all-bookings/${doctor.doctorId}`,
      headers: patient.auth,
    })
  ).json() as { id: number; day: string; start_time: string }[];
const book = (slotId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patient.patientId}/booking/${slotId}`,
    headers: patient.auth,
    payload: { appointment_reason: 'Chest pain', type_person: '' },
  });
const notificationsOf = async (account: TestAccount) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: account.auth })).json() as {
    results: { kind: string; data: { reason?: string; day?: string } }[];
  };

describe('opening hours', () => {
  it('refuses ranges that overlap or end before they start, and a length out of range, naming the field', async () => {
    const res = await putHours({
      hours: [
        { weekday: 0, start: '08:30', end: '12:00' },
        { weekday: 0, start: '11:00', end: '13:00' },
        { weekday: 1, start: '17:00', end: '14:00' },
      ],
      slot_minutes: 5,
      horizon_weeks: 8,
      notice_hours: 2,
      visit_kind: 'in_person',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'hours.1.start': ['This range overlaps another range of the same day.'],
      'hours.2.end': ['The end must be after the start.'],
      slot_minutes: ['The consultation length must be between 10 and 60 minutes.'],
    });
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/doctor/opening-hours/', headers: doctor.auth })
      ).json(),
    ).toMatchObject({ hours: [], slot_minutes: 30 });
    expect((await mySlots(dayFromToday(2))).length).toBe(0);
  });

  it('makes the free slots of the hours up to the horizon, and patients see them', async () => {
    const res = await putHours(
      hoursBody([
        ['08:00', '10:00'],
        ['14:00', '15:00'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect((await mySlots(dayFromToday(2))).map((s) => s.start)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '14:00',
      '14:30',
    ]);
    // One week: today and the six days after.
    expect(await mySlots(dayFromToday(6))).toHaveLength(6);
    expect(await mySlots(dayFromToday(7))).toHaveLength(0);
    const offered = await freeForPatients();
    expect(offered.filter((s) => s.day === dayFromToday(3)).map((s) => s.start_time)).toEqual([
      '08:00:00',
      '08:30:00',
      '09:00:00',
      '09:30:00',
      '14:00:00',
      '14:30:00',
    ]);
    // Saving the same hours again, and the daily top-up, make nothing twice.
    expect(
      (
        await putHours(
          hoursBody([
            ['08:00', '10:00'],
            ['14:00', '15:00'],
          ]),
        )
      ).json().slots,
    ).toEqual({
      added: 0,
      removed: 0,
    });
    await ctx.deps.jobs.enqueue(ctx.deps.db, 'opening-hours.top-up', { day: dayFromToday(-1) });
    await ctx.drainJobs();
    expect(await mySlots(dayFromToday(2))).toHaveLength(6);
  });

  it('the daily top-up makes the slots a change left out', async () => {
    await ctx.deps.db
      .delete(slots)
      .where(and(eq(slots.doctorId, doctor.doctorId), eq(slots.day, dayFromToday(5))));
    await ctx.deps.jobs.enqueue(ctx.deps.db, 'opening-hours.top-up', { day: dayFromToday(-2) });
    await ctx.drainJobs();
    expect(await mySlots(dayFromToday(5))).toHaveLength(6);
  });

  it('changing the hours keeps booked and one-off slots', async () => {
    const day = dayFromToday(2);
    const booked = (await mySlots(day)).find((s) => s.start === '08:30');
    expect((await book(booked?.id as number)).statusCode).toBe(201);
    const oneOff = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateBooking/',
      headers: doctor.auth,
      payload: { day, start_time: '19:00', end_time: '19:20' },
    });
    expect(oneOff.statusCode).toBe(201);

    const res = await putHours(hoursBody([['08:00', '09:30']], { slot_minutes: 20 }));
    expect(res.statusCode).toBe(200);
    // 08:00, 08:20 (08:20-08:40 meets the booked 08:30-09:00, so it is not made), 09:00 and the rest.
    expect((await mySlots(day)).map((s) => `${s.start}${s.existing ? '' : ' booked'}`)).toEqual([
      '08:00',
      '08:30 booked',
      '09:00',
      '19:00',
    ]);
  });

  it('an absence removes its free slots and cancels the booked ones, telling the patient', async () => {
    const day = dayFromToday(3);
    const nine = (await mySlots(day)).find((s) => s.start === '09:00');
    expect((await book(nine?.id as number)).statusCode).toBe(201);
    const absence = { starts_at: `${day}T08:00`, ends_at: `${day}T09:30` };
    const noLabel = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/absences/',
      headers: doctor.auth,
      payload: absence,
    });
    expect(noLabel.statusCode).toBe(400);
    expect(Object.keys(noLabel.json())).toEqual(['label']);
    await ctx.drainJobs();
    const mailsBefore = ctx.mail.filter((m) => m.to === patient.email).length;

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/absences/',
      headers: doctor.auth,
      payload: { ...absence, label: 'Medical congress' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...absence, label: 'Medical congress', cancelled: 1 });
    // The hours are 08:00-09:30 in 20 minutes: every slot of that morning was in the absence.
    expect(await mySlots(day)).toEqual([]);
    const told = (await notificationsOf(patient)).results.find((n) => n.kind === 'appointment.cancelled');
    expect(told?.data).toMatchObject({ reason: 'Medical congress', day });
    await ctx.drainJobs();
    const mail = await ctx.mailTo(patient.email, mailsBefore);
    // The label is the doctor's words: read in the app, never sent by mail.
    expect(mail.text).not.toContain('Medical congress');
    expect(mail.text).toContain("The doctor's reason is in your appointments:");

    // Another doctor cannot remove it; the doctor can, and the free slots come back.
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/doctor/absences/', headers: doctor.auth })
    ).json() as { id: number }[];
    const id = list[0]?.id as number;
    const url = `/api/doctor/absences/${id}/`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: patient.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: doctor.auth })).statusCode).toBe(204);
    expect((await mySlots(day)).map((s) => s.start)).toEqual(['08:00', '08:20', '08:40', '09:00']);
  });

  it('offers nothing sooner than the least notice, and refuses to book it', async () => {
    const res = await putHours(hoursBody([['08:00', '09:00']], { notice_hours: 72, horizon_weeks: 2 }));
    expect(res.statusCode).toBe(200);
    const earliest = Date.now() + 72 * 3_600_000;
    const offered = await freeForPatients();
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) {
      expect(new Date(`${s.day}T${s.start_time}+01:00`).getTime()).toBeGreaterThan(earliest);
    }
    const soon = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateBooking/',
      headers: doctor.auth,
      payload: { day: dayFromToday(1), start_time: '21:00', end_time: '21:30' },
    });
    const refused = await book(soon.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This slot is too soon to be booked online. Please choose a later one.',
    );
  });

  it('deleting a booked slot cancels its appointment with the reason, telling the patient', async () => {
    await putHours(hoursBody([['10:00', '11:00']]));
    const day = dayFromToday(4);
    const slot = (await mySlots(day)).find((s) => s.start === '10:00');
    expect((await book(slot?.id as number)).statusCode).toBe(201);
    const url = `/api/doctor/UpdateDeleteBooking/${slot?.id}/cancel`;
    const asOther = await ctx.app.inject({
      method: 'POST',
      url,
      headers: other.auth,
      payload: { reason: 'x' },
    });
    expect(asOther.statusCode).toBe(404);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url,
      headers: doctor.auth,
      payload: { reason: ' ' },
    });
    expect(noReason.json()).toEqual({ reason: ['Say why the appointment is cancelled.'] });
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: doctor.auth,
      payload: { reason: 'Off sick' },
    });
    expect(res.statusCode).toBe(204);
    expect((await mySlots(day)).map((s) => s.start)).toEqual(['10:30']);
    const told = (await notificationsOf(patient)).results.filter((n) => n.kind === 'appointment.cancelled');
    expect(told.some((n) => n.data.reason === 'Off sick')).toBe(true);
  });

  it('is for doctors only, each with their own', async () => {
    expect((await putHours(hoursBody([['08:00', '09:00']]), patient.auth)).statusCode).toBe(403);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/doctor/opening-hours/',
      headers: other.auth,
    });
    expect(theirs.json()).toMatchObject({ hours: [] });
    expect(await mySlots(dayFromToday(2), other.doctorId)).toHaveLength(0);
  });

  it('saves the widest hours it allows: every hour of every day at 10 minutes for 26 weeks', async () => {
    const busy = (await createAccount(ctx, 'doctor')) as typeof doctor;
    const res = await putHours(
      hoursBody([['00:00', '23:50']], { slot_minutes: 10, horizon_weeks: 26 }),
      busy.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(await mySlots(dayFromToday(30), busy.doctorId)).toHaveLength(143);
  });
});
