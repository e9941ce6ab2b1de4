import { recommendationResponse } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, specializations } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';

const URL = '/api/base/recommendation_doctor/backup/v0/';
let ctx: TestContext;
let patient: TestAccount;

async function makeDoctor(code: string, certified: boolean, lastName: string) {
  const account = await createAccount(ctx, 'doctor', { first_name: 'Dr', last_name: lastName });
  const [spec] = await ctx.deps.db.select().from(specializations).where(eq(specializations.code, code));
  await ctx.deps.db
    .update(doctors)
    .set({ specializationId: spec?.id ?? null, isCertified: certified, address: '1 Rue Test, Alger' })
    .where(eq(doctors.id, account.doctorId ?? 0));
  return account;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { VISITOR_LIMIT_PER_IP: '12' } });
  patient = await createAccount(ctx, 'patient');
  await makeDoctor('cardiology', false, 'Uncertified');
  await makeDoctor('cardiology', true, 'Certified');
  await makeDoctor('dermatology', true, 'Skin');
});
afterAll(async () => {
  await ctx.close();
});

const ask = (input: unknown, headers: Record<string, string> = patient.auth) =>
  ctx.app.inject({ method: 'POST', url: URL, headers, payload: { input } as object });
const askAsVisitor = (input: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: URL, payload: { input }, remoteAddress, headers });

describe('symptom recommendation', () => {
  it('recommends the specialty with its doctors, certified first', async () => {
    const res = await ask("j'ai des palpitations depuis une semaine et ma tension est un peu élevée");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['Recommended specialty']).toBe('Cardiology');
    expect(body.Doctors.map((d: { last_name: string }) => d.last_name)).toEqual(['Certified', 'Uncertified']);
    expect(body.Doctors[0]).toMatchObject({ specialization_name: 'Cardiology', is_certified: true });
    expect(body.specialties[0]).toMatchObject({
      code: 'cardiology',
      name: 'Cardiology',
      id: expect.any(Number),
    });
    expect(body.urgent).toBe(false);
    expect(body.urgent_reason).toBeNull();
  });

  it('offers a runner-up the engine gives a real chance, and none beside a clear first', async () => {
    const back = (await ask("j'ai mal au dos depuis une semaine")).json();
    expect(back.specialties.map((s: { code: string }) => s.code).slice(0, 2)).toEqual([
      'orthopedics',
      'rheumatology',
    ]);
    expect(back.specialties[0].score).toBeGreaterThanOrEqual(back.specialties[1].score);
    // A molar that aches is the dentist's alone: no rheumatologist at a thousandth beside it.
    const tooth = (await ask('ضرسي يوجعني')).json();
    expect(tooth.specialties.map((s: { code: string }) => s.code)).toEqual(['dentistry']);
  });

  it('ranks every verified doctor before the unverified ones, each group in the directory’s order', async () => {
    // Unverified doctors with the soonest free slots, verified ones later or with none.
    const soonUnverified = await makeDoctor('ophthalmology', false, 'SoonUnverified');
    const laterUnverified = await makeDoctor('ophthalmology', false, 'LaterUnverified');
    await makeDoctor('ophthalmology', false, 'NoneUnverified');
    const laterVerified = await makeDoctor('ophthalmology', true, 'LaterVerified');
    await makeDoctor('ophthalmology', true, 'NoneVerified');
    const soonerVerified = await makeDoctor('ophthalmology', true, 'SoonerVerified');
    for (const [doctor, days] of [
      [soonUnverified, 1],
      [laterUnverified, 3],
      [laterVerified, 6],
      [soonerVerified, 4],
    ] as const) {
      await createSlot(ctx, doctor.doctorId as number, days, '09:00', '09:30');
    }
    const res = await askAsVisitor('mes yeux sont rouges et je vois flou depuis deux jours', '10.9.9.9');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['Recommended specialty']).toBe('Ophthalmology');
    expect(body.Doctors.map((d: { last_name: string }) => d.last_name)).toEqual([
      'SoonerVerified',
      'LaterVerified',
      'NoneVerified',
      'SoonUnverified',
      'LaterUnverified',
      'NoneUnverified',
    ]);
    expect(body.Doctors.map((d: { is_certified: boolean }) => d.is_certified)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    "j'ai des palpitations depuis une semaine",
    'crushing chest pain spreading to my left arm',
    'he fainted at work',
    'zzzz qqqq',
    'عندي حكة في الجلد',
  ])('answers %s as JSON that is exactly what its response schema writes', async (input) => {
    const res = await ask(input);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(recommendationResponse.parse(JSON.parse(res.body))));
  });

  it('flags an emergency with its reason', async () => {
    const res = await ask('crushing chest pain spreading to my left arm and I am sweating');
    expect(res.json()).toMatchObject({ urgent: true, urgent_reason: 'heart_attack', follow_up: null });
  });

  it('asks a follow-up question when urgency is in doubt', async () => {
    const body = (await ask('very bad headache since this morning')).json();
    expect(body).toMatchObject({
      urgent: false,
      urgent_reason: null,
      follow_up: {
        question: 'sudden_worst_headache',
        escalate_on: ['yes'],
        reason: 'brain_bleed',
        screen: [],
      },
      helpline: false,
    });
  });

  it('asks the emergency screen, each item with the notice a yes shows, when a sign is not settled', async () => {
    const body = (await ask('he fainted at work')).json();
    expect(body.urgent).toBe(false);
    expect(body.follow_up.question).toBe('emergency_screen');
    expect(body.follow_up.screen).toContainEqual({ item: 'face_arm_speech', reason: 'stroke' });
    expect(body.follow_up.screen).toContainEqual({ item: 'breathing', reason: 'breathing' });
    expect(body.specialties.length).toBeGreaterThanOrEqual(1);
    expect(body.specialties.length).toBeLessThanOrEqual(3);
  });

  it('answers a denial of self-harm thoughts with the helpline as information', async () => {
    const body = (await ask("je n'ai pas d'idées suicidaires, je dors mal")).json();
    expect(body).toMatchObject({ urgent: false, helpline: true, follow_up: null });
  });

  it('falls back to General Medicine with a low confidence and no runner-up on text it does not understand', async () => {
    const body = (await ask('zzzz qqqq')).json();
    expect(body['Recommended specialty']).toBe('General Medicine');
    expect(body.specialties.map((s: { code: string }) => s.code)).toEqual(['general-medicine']);
    expect(body.confidence).toBeLessThan(0.3);
    expect(body.Doctors).toEqual([]);
  });

  it.each([
    ['empty', '   '],
    ['too long', 'a'.repeat(1001)],
    ['not a string', 42],
    ['missing', undefined],
  ])('answers 400 naming input when it is %s', async (_name, input) => {
    const res = await ask(input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('input');
  });

  it.each([
    ['zero-width spaces and direction marks', '\u200b\u200f\u202e \u200b'],
    ['a soft hyphen and a word joiner', '\u00ad\u2060'],
  ])('answers 400 "Describe your symptoms first." to a description of only %s', async (_name, input) => {
    const res = await ask(input, (await createAccount(ctx, 'patient')).auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ input: ['Describe your symptoms first.'] });
  });

  it.each([
    ['soft hyphens', 'dou\u00adleur thora\u00adcique'],
    ['a zero-width space', 'dou\u200bleur thoracique'],
    ['full-width letters', '\uff24\uff2f\uff35\uff2c\uff25\uff35\uff32 thoracique'],
  ])('reads a description with %s as the same words typed plainly', async (_name, input) => {
    const auth = (await createAccount(ctx, 'patient')).auth;
    const plain = (await ask('douleur thoracique', auth)).json();
    const res = await ask(input, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(plain);
  });

  it('reads Arabic letters in their presentation forms, as copied from a PDF, as the letters', async () => {
    const auth = (await createAccount(ctx, 'patient')).auth;
    const plain = (await ask('صداع شديد', auth)).json();
    expect((await ask('\ufebb\ufeaa\ufe8d\ufec9 شديد', auth)).json()).toEqual(plain);
  });

  it('documents the maximum length in OpenAPI and names it when refused', async () => {
    const docs = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const operation = docs.paths['/api/base/recommendation_doctor/backup/v0/'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.properties.input.maxLength).toBe(1000);
    const res = await ask('a'.repeat(1001));
    expect(res.json().input).toEqual(['Keep the description under 1000 characters.']);
    expect((await ask('a'.repeat(1000))).statusCode).toBe(200);
  });

  it('answers a visitor who is not signed in: the notice, and the screen with the results', async () => {
    const urgent = await askAsVisitor('chest pain, short of breath', '10.30.0.1');
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json()).toMatchObject({ urgent: true, urgent_reason: expect.any(String) });
    const screened = (await askAsVisitor('he fainted at work', '10.30.0.1')).json();
    expect(screened.follow_up.question).toBe('emergency_screen');
    expect(screened.Doctors).toEqual(expect.any(Array));
  });

  it('limits visitors per address (the configured allowance) with a message saying to sign in or wait', async () => {
    const answered = [];
    for (let i = 0; i < 12; i++) answered.push((await askAsVisitor('mal de tete', '10.30.0.9')).statusCode);
    expect(answered).toEqual(Array(12).fill(200));
    const last = await askAsVisitor('mal de tete', '10.30.0.9');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json().detail).toMatch(
      /^Too many searches from this address\. Sign in or try again in \d+ seconds\.$/,
    );
    const french = await askAsVisitor('mal de tete', '10.30.0.9', { 'accept-language': 'fr' });
    expect(french.json().detail).toMatch(/^Trop de recherches depuis cette adresse/);
    expect((await askAsVisitor('mal de tete', '10.30.0.10')).statusCode).toBe(200);
    expect((await ask('mal de tete')).statusCode).toBe(200);
  });

  it('is rate limited per user', async () => {
    const other = await createAccount(ctx, 'patient');
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await ask('mal de tete', other.auth)).statusCode;
    expect(last).toBe(429);
    expect((await ask('mal de tete')).statusCode).not.toBe(429);
  });
});
