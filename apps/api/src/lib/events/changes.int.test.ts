import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';

let ctx: TestContext;
let patient: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  patient = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor');
});
afterAll(() => ctx.close());

const changesOf = async (who: TestAccount, after: number) =>
  (await ctx.deps.events.after(who.userId, after)).filter((e) => e.type === 'changed');
const lastEventId = async (who: TestAccount) => (await ctx.deps.events.after(who.userId, 0)).at(-1)?.id ?? 0;

describe("the other side's lists are told what changed", () => {
  it('a booking tells the doctor and the patient; marking it done tells the patient', async () => {
    const [doctorBefore, patientBefore] = [await lastEventId(doctor), await lastEventId(patient)];
    const slot = await createSlot(ctx, doctor.doctorId as number, 2, '10:00', '10:30');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${patient.patientId}/booking/${slot.id}/`,
      headers: patient.auth,
      payload: {},
    });
    expect(booked.statusCode).toBe(201);
    expect(await changesOf(doctor, doctorBefore)).toMatchObject([{ data: { list: 'appointments' } }]);
    expect(await changesOf(patient, patientBefore)).toMatchObject([{ data: { list: 'appointments' } }]);

    const since = await lastEventId(patient);
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/doctor/update_delete_appointment/${doctor.doctorId}/${booked.json<{ id: number }>().id}/`,
      headers: doctor.auth,
      payload: { is_completed: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await changesOf(patient, since)).toMatchObject([{ data: { list: 'appointments' } }]);
  });
});
