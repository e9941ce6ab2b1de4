import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodTests, consultations } from '../../../db/schema/index.ts';
import { createAccount } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
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

const post = (url: string, payload: object, auth = cast.doctor.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/doctor/${url}/`, headers: auth, payload });
const valid = () => ({
  doctor: cast.doctor.doctorId,
  patient: cast.patient.patientId,
  objective: 'Diabetes follow-up',
  content: 'Glucose under control; keep the diet.',
  next_consultaion: dayFromToday(30),
  is_approved: true,
  id_card_patient: '000000',
});
const consultationCount = async () => {
  const [row] = await ctx.deps.db
    .select({ n: count() })
    .from(consultations)
    .where(eq(consultations.patientId, cast.patient.patientId));
  return row?.n ?? 0;
};

describe('CreateConsultation', () => {
  it('answers the id, then items are added one by one as SPEC does, and the patient reads them all', async () => {
    const res = await post('CreateConsultation', valid());
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      next_consultaion: dayFromToday(30),
      bloodtests: [],
    });
    expect(
      (await post('CreateBloodTest', { consultation: id, name: 'HbA1c', value: '6.1%' })).statusCode,
    ).toBe(201);
    expect(
      (await post('CreateBloodTest', { consultation: String(id), name: 'Glucose', value: '1.1 g/L' }))
        .statusCode,
    ).toBe(201);
    const medicine = await post('CreateMedcineItems', {
      consultation: id,
      name: 'Metformin',
      value: '500 mg twice a day',
    });
    expect(medicine.json()).toEqual({
      id: expect.any(Number),
      consultation: id,
      name: 'Metformin',
      value: '500 mg twice a day',
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${cast.patient.patientId}/view-consultations/`,
      headers: cast.patient.auth,
    });
    const mine = (seen.json() as { id: number }[]).find((c) => c.id === id);
    expect(mine).toMatchObject({
      objective: 'Diabetes follow-up',
      bloodtests: [
        { name: 'HbA1c', value: '6.1%' },
        { name: 'Glucose', value: '1.1 g/L' },
      ],
      medicineItems: [{ name: 'Metformin', value: '500 mg twice a day' }],
    });
  });

  it('writes a consultation with its inline items in one go', async () => {
    const res = await post('CreateConsultation', {
      ...valid(),
      items: [
        { type: 'blood-test', name: 'Ferritin', value: '30 ng/mL' },
        { type: 'medicine-item', name: 'Iron', value: '1 a day' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bloodtests: [{ name: 'Ferritin', value: '30 ng/mL' }],
      medicineItems: [{ name: 'Iron', value: '1 a day' }],
    });
  });

  it('writes nothing when one inline item lacks its value', async () => {
    const before = await consultationCount();
    const res = await post('CreateConsultation', {
      ...valid(),
      items: [
        { type: 'blood-test', name: 'Ferritin', value: '30' },
        { type: 'medicine-item', name: 'Iron', value: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'items.1.value': ['Value is required'] });
    expect(await consultationCount()).toBe(before);
  });

  it('gives the SPEC messages for an empty form', async () => {
    const res = await post('CreateConsultation', {
      patient: cast.patient.patientId,
      objective: '',
      content: '',
      next_consultaion: '',
    });
    expect(res.json()).toEqual({
      objective: ['objective are required'],
      content: ['Details are required'],
      next_consultaion: ['Next consultation date is required'],
    });
  });

  it('refuses a patient outside the list and a doctor other than the caller', async () => {
    const stranger = await createAccount(ctx, 'patient');
    const before = await consultationCount();
    const res = await post('CreateConsultation', { ...valid(), patient: stranger.patientId });
    expect(res.json()).toEqual({ patient: ['This patient is not in your list of patients.'] });
    expect(
      (await post('CreateConsultation', { ...valid(), doctor: cast.otherDoctor.doctorId })).statusCode,
    ).toBe(403);
    expect(await consultationCount()).toBe(before);
  });
});

describe('CreateBloodTest and CreateMedcineItems', () => {
  it("names the field for a missing name or value, or an unknown consultation, and refuses another doctor's", async () => {
    const { id } = (await post('CreateConsultation', valid())).json();
    expect((await post('CreateBloodTest', { consultation: id, name: '', value: '' })).json()).toEqual({
      name: ['Name is required'],
      value: ['Value is required'],
    });
    expect(
      (await post('CreateMedcineItems', { consultation: 999999, name: 'a', value: 'b' })).json(),
    ).toEqual({
      consultation: ['Consultation not found.'],
    });
    const foreign = await post(
      'CreateBloodTest',
      { consultation: id, name: 'x', value: 'y' },
      cast.otherDoctor.auth,
    );
    expect(foreign.statusCode).toBe(403);
    const [row] = await ctx.deps.db
      .select({ n: count() })
      .from(bloodTests)
      .where(eq(bloodTests.consultationId, id));
    expect(row?.n).toBe(0);
  });
});

describe('GET doctor/consultations', () => {
  it("lists the doctor's own consultations, newest first, with the patient and the items", async () => {
    const { id } = (
      await post('CreateConsultation', {
        ...valid(),
        objective: 'Newest',
        items: [{ type: 'medicine-item', name: 'Iron', value: '1 a day' }],
      })
    ).json();
    const list = (auth = cast.doctor.auth) =>
      ctx.app.inject({ url: '/api/doctor/consultations/', headers: auth });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: expect.any(Number), next: null, previous: null });
    expect(body.results[0]).toMatchObject({
      id,
      objective: 'Newest',
      patient: cast.patient.patientId,
      patient_name: expect.stringMatching(/^Amina Test\d+$/),
      medicineItems: [{ name: 'Iron', value: '1 a day' }],
      bloodtests: [],
    });
    expect(body.count).toBe(await consultationCount());
    expect((await list(cast.otherDoctor.auth)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await list(cast.patient.auth)).statusCode).toBe(403);
  });
});
