import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodTests, consultations } from '#api/db/schema/index.ts';
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
  it('answers the id, then items are added one by one as the original client does, and the patient reads them all', async () => {
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
      form: 'tablet 500 mg',
      dose: '1 tablet',
      frequency: 'twice a day',
    });
    expect(medicine.json()).toEqual({
      id: expect.any(Number),
      consultation: id,
      name: 'Metformin',
      form: 'tablet 500 mg',
      dose: '1 tablet',
      frequency: 'twice a day',
      duration: '',
      note: '',
      value: 'tablet 500 mg · 1 tablet · twice a day',
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
      medicineItems: [
        expect.objectContaining({ name: 'Metformin', dose: '1 tablet', frequency: 'twice a day' }),
      ],
    });
  });

  it('writes a consultation with its inline items in one go, a medicine in its parts', async () => {
    const res = await post('CreateConsultation', {
      ...valid(),
      items: [
        { type: 'blood-test', name: 'Ferritin', value: '30 ng/mL' },
        {
          type: 'medicine-item',
          name: 'Iron',
          form: 'capsule 80 mg',
          dose: '1 capsule',
          frequency: 'once a day',
          duration: '3 months',
          note: 'on an empty stomach',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bloodtests: [{ name: 'Ferritin', value: '30 ng/mL' }],
      medicineItems: [
        {
          name: 'Iron',
          form: 'capsule 80 mg',
          dose: '1 capsule',
          frequency: 'once a day',
          duration: '3 months',
          note: 'on an empty stomach',
          value: 'capsule 80 mg · 1 capsule · once a day · 3 months · on an empty stomach',
        },
      ],
    });
  });

  it('takes a consultation without a next date, and refuses a date that is not one', async () => {
    const { next_consultaion: _, ...withoutDate } = valid();
    const res = await post('CreateConsultation', withoutDate);
    expect(res.statusCode).toBe(201);
    expect(res.json().next_consultaion).toBeNull();
    const empty = await post('CreateConsultation', { ...valid(), next_consultaion: '' });
    expect(empty.json().next_consultaion).toBeNull();
    expect((await post('CreateConsultation', { ...valid(), next_consultaion: '2026-02-31' })).json()).toEqual(
      {
        next_consultaion: ['Enter a date as YYYY-MM-DD.'],
      },
    );
  });

  it('names each missing part of a medicine, in French for a French doctor', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateConsultation/',
      headers: { ...cast.doctor.auth, 'accept-language': 'fr' },
      payload: { ...valid(), items: [{ type: 'medicine-item', name: '', dose: '', frequency: '' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'items.0.name': ['Le nom du médicament est obligatoire'],
      'items.0.dose': ['La dose est obligatoire'],
      'items.0.frequency': ['La fréquence est obligatoire'],
    });
  });

  it('writes nothing when one inline item lacks its value', async () => {
    const before = await consultationCount();
    const res = await post('CreateConsultation', {
      ...valid(),
      items: [
        { type: 'blood-test', name: 'Ferritin', value: '30' },
        { type: 'medicine-item', name: 'Iron', dose: '', frequency: 'once a day' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'items.1.dose': ['Dose is required'] });
    expect(await consultationCount()).toBe(before);
  });

  it('names the empty fields of an empty form, the next date being optional', async () => {
    const res = await post('CreateConsultation', {
      patient: cast.patient.patientId,
      objective: '',
      content: '',
      next_consultaion: '',
    });
    expect(res.json()).toEqual({
      objective: ['Objective is required'],
      content: ['Details are required'],
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
      (
        await post('CreateMedcineItems', { consultation: 999999, name: 'a', dose: 'b', frequency: 'c' })
      ).json(),
    ).toEqual({
      consultation: ['Consultation not found.'],
    });
    const foreign = await post(
      'CreateBloodTest',
      { consultation: id, name: 'x', value: 'y' },
      cast.otherDoctor.auth,
    );
    expect(foreign.json()).toEqual({ consultation: ['Consultation not found.'] });
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
        items: [{ type: 'medicine-item', name: 'Iron', dose: '1 capsule', frequency: 'once a day' }],
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
      medicineItems: [expect.objectContaining({ name: 'Iron', value: '1 capsule · once a day' })],
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
