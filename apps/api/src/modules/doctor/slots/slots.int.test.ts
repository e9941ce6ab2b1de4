import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, dayFromToday } from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const create = (payload: object, auth = cast.doctor.auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/CreateBooking/', headers: auth, payload });
const patch = (id: number, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/doctor/UpdateDeleteBooking/${id}/`,
    headers: cast.doctor.auth,
    payload,
  });
const remove = (id: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/doctor/UpdateDeleteBooking/${id}/`,
    headers: cast.doctor.auth,
  });
const list = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/allBooking_doctor/${cast.doctor.doctorId}/`,
      headers: cast.doctor.auth,
    })
  ).json() as { id: number; day: string; start_time: string; existing: boolean }[];

describe('CreateBooking', () => {
  it('creates an Available slot with times in HH:MM:SS', async () => {
    const day = dayFromToday(2);
    const res = await create({ doctor: cast.doctor.doctorId, day, start_time: '09:00', end_time: '09:30' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      doctor: cast.doctor.doctorId,
      day,
      start_time: '09:00:00',
      end_time: '09:30:00',
      existing: true,
      visit_kind: 'in_person',
    });
  });

  it('gives the message for each missing field', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      day: ['Day is required'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
    });
  });

  it('refuses an end before or at the start, a bad time and a past day', async () => {
    const day = dayFromToday(3);
    expect((await create({ day, start_time: '10:00', end_time: '09:00' })).json()).toEqual({
      end_time: ['End time must be after start time'],
    });
    expect((await create({ day, start_time: '10:00', end_time: '10:00' })).statusCode).toBe(400);
    expect((await create({ day, start_time: '25:00', end_time: '26:00' })).json()).toHaveProperty(
      'start_time',
    );
    expect((await create({ day: dayFromToday(-1), start_time: '10:00', end_time: '11:00' })).json()).toEqual({
      day: ['Day must be today or later'],
    });
    expect(
      (await create({ day: '2026-02-30', start_time: '10:00', end_time: '11:00' })).json(),
    ).toHaveProperty('day');
  });

  it('refuses a slot overlapping another of the same doctor, not one of another doctor', async () => {
    const day = dayFromToday(4);
    expect((await create({ day, start_time: '14:00', end_time: '15:00' })).statusCode).toBe(201);
    const clash = await create({ day, start_time: '14:30', end_time: '15:30' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().start_time[0]).toContain('14:00 to 15:00');
    expect((await create({ day, start_time: '15:00', end_time: '15:30' })).statusCode).toBe(201);
    expect(
      (await create({ day, start_time: '14:00', end_time: '15:00' }, cast.otherDoctor.auth)).statusCode,
    ).toBe(201);
  });

  it('lets only one of two simultaneous overlapping slots in', async () => {
    const day = dayFromToday(5);
    const results = await Promise.all([
      create({ day, start_time: '08:00', end_time: '09:00' }),
      create({ day, start_time: '08:30', end_time: '09:30' }),
      create({ day, start_time: '08:15', end_time: '08:45' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect((await list()).filter((s) => s.day === day)).toHaveLength(1);
  });
});

describe('UpdateDeleteBooking', () => {
  it('changes times and status, and still refuses an overlap', async () => {
    const day = dayFromToday(6);
    const a = (await create({ day, start_time: '09:00', end_time: '10:00' })).json();
    const b = (await create({ day, start_time: '11:00', end_time: '12:00' })).json();
    const moved = await patch(b.id, { day, start_time: '10:00', end_time: '11:00', existing: 'false' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start_time: '10:00:00', existing: false });
    expect((await patch(b.id, { start_time: '09:30' })).json()).toHaveProperty('start_time');
    expect((await patch(a.id, { end_time: '08:00' })).json()).toEqual({
      end_time: ['End time must be after start time'],
    });
    expect((await patch(a.id, { existing: null })).json()).toEqual({ existing: ['Status is required'] });
  });

  it('deletes a free slot and answers 409 for a booked one, which stays', async () => {
    const day = dayFromToday(7);
    const free = (await create({ day, start_time: '09:00', end_time: '09:30' })).json();
    expect((await remove(free.id)).statusCode).toBe(204);
    expect((await remove(free.id)).statusCode).toBe(404);
    const slot = (await create({ day, start_time: '10:00', end_time: '10:30' })).json();
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${cast.patient.patientId}/booking/${slot.id}/`,
      headers: cast.patient.auth,
      payload: { appointment_reason: '', type_person: '' },
    });
    expect(booked.statusCode).toBeLessThan(300);
    const refused = await remove(slot.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('booked');
    expect((await patch(slot.id, { existing: true })).statusCode).toBe(409);
    expect((await list()).some((s) => s.id === slot.id && !s.existing)).toBe(true);
    // The doctor's list names who booked it, and a free slot names no one.
    const rows = (await list()) as unknown as { id: number; patient_full_name: string | null }[];
    expect(rows.find((s) => s.id === slot.id)?.patient_full_name).toMatch(/^Amina /);
    expect(rows.find((s) => s.id !== slot.id)?.patient_full_name).toBeNull();
  });
});

describe('allBooking_doctor', () => {
  it("lists only the doctor's own slots, by day then time", async () => {
    const slots = await list();
    const keys = slots.map((s) => `${s.day} ${s.start_time}`);
    expect(keys).toEqual([...keys].sort());
    const others = await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/allBooking_doctor/${cast.otherDoctor.doctorId}/`,
      headers: cast.otherDoctor.auth,
    });
    expect(others.json()).toHaveLength(1);
  });
});
