import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createConsultation, createSlot } from '../test/records.ts';

let ctx: TestContext;
let me: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Salima', last_name: 'Ouali' });
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: me.auth })).json();
async function book(dayOffset: number, start: string, end: string) {
  const slot = await createSlot(ctx, doctor.doctorId as number, dayOffset, start, end);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${me.patientId}/booking/${slot.id}/`,
    headers: me.auth,
    payload: { appointment_reason: '', type_person: '' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return slot;
}

describe('appointments', () => {
  it('answers an explicit empty next appointment and an empty list at first', async () => {
    expect(await get(`/api/patient/${me.patientId}/bookings`)).toEqual([]);
    expect(await get(`/api/patient/next-appointment/${me.patientId}/`)).toEqual({
      doctor_name: null,
      next_appointment_date: null,
      start_time: null,
    });
  });

  it('lists bookings newest first and names the earliest one ahead as next', async () => {
    const later = await book(5, '10:00', '10:30');
    const sooner = await book(2, '15:00', '15:30');
    const list = await get(`/api/patient/${me.patientId}/bookings`);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        day: later.day,
        start_time: '10:00:00',
        end_time: '10:30:00',
        doctor: doctor.doctorId,
        doctor_name: 'Salima Ouali',
        clinic_name: null,
        clinic_address: null,
        is_completed: false,
        status: 'booked',
        cancelled_by: null,
        cancel_reason: null,
        appointment_reason: '',
        relative: null,
        made_by_doctor: false,
      },
      {
        id: expect.any(Number),
        day: sooner.day,
        start_time: '15:00:00',
        end_time: '15:30:00',
        doctor: doctor.doctorId,
        doctor_name: 'Salima Ouali',
        clinic_name: null,
        clinic_address: null,
        is_completed: false,
        status: 'booked',
        cancelled_by: null,
        cancel_reason: null,
        appointment_reason: '',
        relative: null,
        made_by_doctor: false,
      },
    ]);
    expect(await get(`/api/patient/next-appointment/${me.patientId}/`)).toEqual({
      doctor_name: 'Salima Ouali',
      next_appointment_date: sooner.day,
      start_time: '15:00:00',
    });
  });

  it("names the doctor's clinic, where the visit takes place", async () => {
    await ctx.deps.db.insert(clinics).values({
      doctorId: doctor.doctorId as number,
      chaf: 'Salima Ouali',
      name: 'Clinique Nour',
      email: 'nour@example.dz',
      phoneNumber: '0661000000',
      address: '12 rue Didouche Mourad, Alger',
      description: 'Cardiology',
      pictureKey: 'pictures/0',
      certificationKey: 'certifications/0',
    });
    const list = (await get(`/api/patient/${me.patientId}/bookings`)) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const booking of list) {
      expect(booking).toMatchObject({
        clinic_name: 'Clinique Nour',
        clinic_address: '12 rue Didouche Mourad, Alger',
      });
    }
    await ctx.deps.db.delete(clinics).where(eq(clinics.doctorId, doctor.doctorId as number));
  });

  it('moves on once the next appointment is over', async () => {
    ctx.advance(3 * 24 * 3600 * 1000);
    const token = await ctx.deps.tokens.signAccess(
      {
        userId: me.userId,
        patientId: me.patientId,
        doctorId: null,
      },
      randomUUID(),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/next-appointment/${me.patientId}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    ctx.advance(-3 * 24 * 3600 * 1000);
    expect(res.json()).toMatchObject({ doctor_name: 'Salima Ouali', start_time: '10:00:00' });
  });
});

describe('consultations', () => {
  it('lists consultations with their blood tests and medicine items inline', async () => {
    expect(await get(`/api/patient/${me.patientId}/view-consultations/`)).toEqual([]);
    const id = await createConsultation(ctx, doctor.doctorId as number, me.patientId as number);
    expect(await get(`/api/patient/${me.patientId}/view-consultations/`)).toEqual([
      {
        id,
        objective: 'Check-up',
        content: 'All good',
        date_created: expect.stringMatching(/^\d{4}-/),
        next_consultaion: '2030-01-15',
        doctor_name: 'Salima Ouali',
        doctor: doctor.doctorId,
        patient: me.patientId,
        is_approved: true,
        bloodtests: [
          { name: 'Glucose', value: '0.9 g/L' },
          { name: 'HbA1c', value: '5.4%' },
        ],
        medicineItems: [expect.objectContaining({ name: 'Paracetamol', dose: '1g x3', value: '1g x3' })],
      },
    ]);
  });
});
