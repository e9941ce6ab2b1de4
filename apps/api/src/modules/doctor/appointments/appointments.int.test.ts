import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#api/test/accounts.ts';
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

const base = () => `/api/doctor`;
const create = (patientId: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base()}/create_appointment/${cast.doctor.doctorId}/${patientId}/`,
    headers: cast.doctor.auth,
    payload,
  });
const patch = (id: number, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `${base()}/update_delete_appointment/${cast.doctor.doctorId}/${id}/`,
    headers: cast.doctor.auth,
    payload,
  });
const cancel = (id: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `${base()}/update_delete_appointment/${cast.doctor.doctorId}/${id}/`,
    headers: cast.doctor.auth,
  });
const list = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${base()}/get_my_patients_appointments/${cast.doctor.doctorId}/`,
      headers: cast.doctor.auth,
    })
  ).json() as { id: number; patient_full_name: string; is_completed: boolean }[];

async function bookFreeSlot(day: string) {
  const slot = await ctx.app.inject({
    method: 'POST',
    url: `${base()}/CreateBooking/`,
    headers: cast.doctor.auth,
    payload: { day, start_time: '09:00', end_time: '09:30' },
  });
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${cast.patient.patientId}/booking/${slot.json().id}/`,
    headers: cast.patient.auth,
    payload: { appointment_reason: '', type_person: '' },
  });
  if (booked.statusCode >= 300) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
  const appointment = (await list()).find((a) => a.id && (a as { slot?: number }).slot === slot.json().id);
  if (!appointment) throw new Error('booked appointment not listed');
  return { slotId: slot.json().id as number, appointmentId: appointment.id };
}

const slotsOfDoctor = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${base()}/allBooking_doctor/${cast.doctor.doctorId}/`,
      headers: cast.doctor.auth,
    })
  ).json() as { id: number; existing: boolean }[];

describe('create_appointment', () => {
  it('creates a confirmed appointment for a patient in the list', async () => {
    const day = dayFromToday(3);
    const res = await create(cast.patient.patientId, {
      day,
      start_time: '10:00',
      end_time: '10:30',
      appointment_date: day,
      is_confirmed: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      patient: cast.patient.patientId,
      patient_full_name: expect.stringContaining('Amina'),
      appointment_date: day,
      day,
      start_time: '10:00:00',
      is_completed: false,
      is_confirmed: true,
      type_person: 'doctor',
      slot: null,
    });
  });

  it('refuses a patient who is not in the list, naming the field', async () => {
    const stranger = await createAccount(ctx, 'patient');
    const res = await create(stranger.patientId as number, {
      day: dayFromToday(3),
      start_time: '10:00',
      end_time: '10:30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ patient: ['This patient is not in your list of patients.'] });
  });

  it('gives the field messages and checks the order of times', async () => {
    expect((await create(cast.patient.patientId, {})).json()).toEqual({
      day: ['Day is required'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
    });
    const res = await create(cast.patient.patientId, {
      day: dayFromToday(3),
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(res.json()).toEqual({ end_time: ['End time must be after start time'] });
  });
});

describe('update and cancel', () => {
  it('marks an appointment Completed, and the patient sees it', async () => {
    const { appointmentId } = await bookFreeSlot(dayFromToday(5));
    const res = await patch(appointmentId, {
      patient: cast.patient.patientId,
      is_completed: 'true',
      type_person: 'doctor',
      is_confirmed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_completed: true });
    const bookings = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${cast.patient.patientId}/bookings`,
      headers: cast.patient.auth,
    });
    expect(bookings.json()).toContainEqual(
      expect.objectContaining({ id: appointmentId, is_completed: true }),
    );
  });

  it('gives the field messages for a bad update and refuses changing the patient', async () => {
    const { appointmentId } = await bookFreeSlot(dayFromToday(6));
    expect((await patch(appointmentId, { appointment_date: '' })).json()).toEqual({
      appointment_date: ['Appoinment Day is required'],
    });
    expect((await patch(appointmentId, { is_completed: 'maybe' })).json()).toEqual({
      is_completed: ['Confirmation required'],
    });
    const other = await createAccount(ctx, 'patient');
    expect((await patch(appointmentId, { patient: other.patientId })).statusCode).toBe(400);
  });

  it('frees the slot when an appointment booked from it is cancelled', async () => {
    const { slotId, appointmentId } = await bookFreeSlot(dayFromToday(8));
    expect((await slotsOfDoctor()).find((s) => s.id === slotId)?.existing).toBe(false);
    expect((await cancel(appointmentId)).statusCode).toBe(204);
    expect((await slotsOfDoctor()).find((s) => s.id === slotId)?.existing).toBe(true);
    expect((await list()).some((a) => a.id === appointmentId)).toBe(false);
    expect((await cancel(appointmentId)).statusCode).toBe(404);
  });

  it("cancels on DELETE, as the doctor's cancel does: kept in the patient's history and told, in their language", async () => {
    const { appointmentId } = await bookFreeSlot(dayFromToday(11));
    expect((await cancel(appointmentId)).statusCode).toBe(204);
    expect(await bookingsOfPatient()).toContainEqual(
      expect.objectContaining({
        id: appointmentId,
        status: 'cancelled',
        cancelled_by: 'doctor',
        cancel_reason: 'The doctor cancelled this appointment. Please book another slot.',
      }),
    );
    expect(await notificationsOfPatient()).toContainEqual(
      expect.objectContaining({
        kind: 'appointment.cancelled',
        data: expect.objectContaining({ appointment: appointmentId, by: 'doctor' }),
      }),
    );
  });

  it('tells the patient of a new day and moves the reminders to it', async () => {
    const { appointmentId } = await bookFreeSlot(dayFromToday(12));
    const before = await remindersOf(appointmentId);
    expect(before.map((r) => r.sequence)).toEqual(before.map(() => 0));
    expect((await patch(appointmentId, { appointment_date: dayFromToday(14) })).statusCode).toBe(200);
    expect(await notificationsOfPatient()).toContainEqual(
      expect.objectContaining({
        kind: 'appointment.rescheduled',
        data: expect.objectContaining({ appointment: appointmentId, by: 'doctor', day: dayFromToday(14) }),
      }),
    );
    // The new reminders belong to the next calendar version (the old ones do nothing when they run)
    // and come before the new day.
    const after = (await remindersOf(appointmentId)).filter((r) => r.sequence === 1);
    expect(after.length).toBeGreaterThan(0);
    for (const r of after) expect(r.startAfter > new Date(`${dayFromToday(13)}T00:00:00+01:00`)).toBe(true);
  });
});

const bookingsOfPatient = async () =>
  (
    await ctx.app.inject({
      url: `/api/patient/${cast.patient.patientId}/bookings`,
      headers: cast.patient.auth,
    })
  ).json() as object[];
const notificationsOfPatient = async () =>
  (await ctx.app.inject({ url: '/api/notifications/', headers: cast.patient.auth })).json()
    .results as object[];
/** The reminder jobs queued for the appointment: which calendar version each is for, and when it runs. */
async function remindersOf(appointmentId: number) {
  const result = await ctx.deps.db.execute(
    sql`SELECT (data->>'sequence')::int AS sequence, start_after FROM pgboss.job
        WHERE name = 'appointments.reminder' AND (data->>'appointmentId')::int = ${appointmentId}`,
  );
  return (result as unknown as { rows: { sequence: number; start_after: string | Date }[] }).rows.map(
    (r) => ({ sequence: r.sequence, startAfter: new Date(r.start_after) }),
  );
}
