import { algeriaDay } from '@reayah/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, prescriptions } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast } from '../doctor/test/support.ts';
import { ageOn } from './snapshot.ts';
import { completeDoctor, createConsultation, markVerified, setBirthDate } from './test/support.ts';

let ctx: TestContext;
let cast: Cast;
let stranger: TestAccount;
let consultation: number;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  stranger = await createAccount(ctx, 'patient');
  await completeDoctor(ctx, cast.doctor);
  await markVerified(ctx, cast.doctor.doctorId);
  await setBirthDate(ctx, cast.patient.patientId, '1990-06-15');
  consultation = await createConsultation(ctx, cast.doctor, cast.patient.patientId, [
    { name: 'Metformin', form: 'tablet 500 mg', dose: '1 tablet', frequency: 'twice a day' },
    { name: 'Atorvastatin', dose: '20 mg', frequency: 'at night', duration: '3 months' },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const issue = (id: number, payload?: object, auth: Record<string, string> = cast.doctor.auth) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/doctor/consultations/${id}/prescriptions/`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
const countFor = async (id: number) => {
  const [row] = await ctx.deps.db
    .select({ n: count() })
    .from(prescriptions)
    .where(eq(prescriptions.consultationId, id));
  return row?.n ?? 0;
};
const snapshotOf = async (id: number) => {
  const [row] = await ctx.deps.db.select().from(prescriptions).where(eq(prescriptions.id, id));
  return row;
};

describe('issuing a prescription', () => {
  it("freezes the doctor's card, the patient and the consultation's medicines", async () => {
    const res = await issue(consultation);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^[A-Z0-9]{10}$/),
      consultation,
      issued_at: expect.any(String),
      revoked_at: null,
    });
    const row = await snapshotOf(body.id);
    expect(row?.snapshot).toEqual({
      doctorName: expect.stringMatching(/^Karim Test\d+$/),
      specialty: { en: 'Cardiology', fr: 'Cardiologie', ar: 'أمراض القلب والشرايين' },
      address: '5 Rue Larbi Ben Mhidi, Alger',
      orderNumber: '16/0452',
      patientName: expect.stringMatching(/^Amina Test\d+$/),
      patientAge: ageOn('1990-06-15', algeriaDay(new Date())),
      medicines: [
        { name: 'Metformin', dosage: 'tablet 500 mg · 1 tablet · twice a day' },
        { name: 'Atorvastatin', dosage: '20 mg · at night · 3 months' },
      ],
    });
    const [audit] = await ctx.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'prescription'), eq(auditEvents.entityId, body.id)));
    expect(audit?.action).toBe('issue');
  });

  it('takes the medicines of the body instead, when given, and a new code each time', async () => {
    const first = (await issue(consultation)).json();
    const res = await issue(consultation, { medicines: [{ name: ' Amoxicillin ', dosage: '1 g x3/day' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().code).not.toBe(first.code);
    expect((await snapshotOf(res.json().id))?.snapshot.medicines).toEqual([
      { name: 'Amoxicillin', dosage: '1 g x3/day' },
    ]);
  });

  it('names the field of a bad medicine, refuses an empty list, and writes nothing', async () => {
    const before = await countFor(consultation);
    const bad = await issue(consultation, { medicines: [{ name: 'Iron', dosage: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'medicines.0.dosage': ['Dosage is required'] });
    expect((await issue(consultation, { medicines: [] })).json()).toEqual({
      medicines: ['Add at least one medicine.'],
    });
    const bare = await createConsultation(ctx, cast.doctor, cast.patient.patientId, []);
    const none = await issue(bare);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ medicines: ['Add at least one medicine.'] });
    expect(await countFor(consultation)).toBe(before);
    expect(await countFor(bare)).toBe(0);
  });

  it("refuses another doctor's consultation and an unknown one alike (404), patients and visitors", async () => {
    const before = await countFor(consultation);
    const foreign = await issue(consultation, undefined, cast.otherDoctor.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Consultation not found.' });
    expect((await issue(999999)).statusCode).toBe(404);
    expect((await issue(consultation, undefined, cast.patient.auth)).statusCode).toBe(403);
    expect((await issue(consultation, undefined, {})).statusCode).toBe(401);
    expect(await countFor(consultation)).toBe(before);
  });
});

describe('listing prescriptions', () => {
  it("gives the doctor a consultation's prescriptions, newest first, and no one else", async () => {
    const url = `/api/doctor/consultations/${consultation}/prescriptions/`;
    const mine = await ctx.app.inject({ url, headers: cast.doctor.auth });
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as { id: number; consultation: number }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => p.consultation === consultation)).toBe(true);
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => b - a));
    expect((await ctx.app.inject({ url, headers: cast.otherDoctor.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: cast.patient.auth })).statusCode).toBe(403);
  });

  it('gives the patient their own prescriptions with the doctor, and another patient none', async () => {
    const mine = await ctx.app.inject({ url: '/api/patient/prescriptions/', headers: cast.patient.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      consultation,
      issued_at: expect.any(String),
      revoked_at: null,
      doctor_name: expect.stringMatching(/^Karim Test\d+$/),
    });
    const theirs = await ctx.app.inject({ url: '/api/patient/prescriptions/', headers: stranger.auth });
    expect(theirs.json()).toEqual([]);
    const doctor = await ctx.app.inject({ url: '/api/patient/prescriptions/', headers: cast.doctor.auth });
    expect(doctor.statusCode).toBe(403);
  });
});

describe('the PDF', () => {
  let id: number;
  beforeAll(async () => {
    id = (await issue(consultation)).json().id;
  });
  const pdf = (url: string, auth: Record<string, string>) => ctx.app.inject({ url, headers: auth });

  it('streams to the doctor and to the patient, as an attachment named by its code', async () => {
    for (const who of [cast.doctor, cast.patient]) {
      const res = await pdf(`/api/prescriptions/${id}/pdf`, who.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="ordonnance-[A-Z0-9]{10}\.pdf"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const scoped = await pdf(
      `/api/doctor/consultations/${consultation}/prescriptions/${id}/pdf/`,
      cast.patient.auth,
    );
    expect(scoped.statusCode).toBe(200);
  });

  it('is "not found" to another doctor, another patient, and under another consultation', async () => {
    for (const who of [cast.otherDoctor, stranger]) {
      const res = await pdf(`/api/prescriptions/${id}/pdf`, who.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Prescription not found.' });
    }
    const other = await createConsultation(ctx, cast.doctor, cast.patient.patientId, []);
    expect(
      (await pdf(`/api/doctor/consultations/${other}/prescriptions/${id}/pdf`, cast.doctor.auth)).statusCode,
    ).toBe(404);
    expect((await pdf(`/api/prescriptions/999999/pdf`, cast.doctor.auth)).statusCode).toBe(404);
    expect((await pdf(`/api/prescriptions/${id}/pdf`, {})).statusCode).toBe(401);
  });

  it("puts the doctor's download in the patient's access log, not the patient's own", async () => {
    await ctx.deps.audit.flush();
    const log = await ctx.app.inject({ url: '/api/patient/access-log/', headers: cast.patient.auth });
    const entries = (log.json() as { results: { action: string; entity: string; entity_id: number }[] })
      .results;
    expect(entries.filter((e) => e.entity === 'prescription' && e.entity_id === id)).toEqual([
      expect.objectContaining({ action: 'download', entity: 'prescription' }),
    ]);
  });
});
