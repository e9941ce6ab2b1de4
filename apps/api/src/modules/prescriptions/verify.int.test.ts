import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast } from '../doctor/test/support.ts';
import { createConsultation, markVerified } from './test/support.ts';

let ctx: TestContext;
let cast: Cast;
let consultation: number;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  await markVerified(ctx, cast.doctor.doctorId);
  consultation = await createConsultation(ctx, cast.doctor, cast.patient.patientId, [
    { name: 'Metformin', form: 'tablet 500 mg', dose: '1 tablet', frequency: 'twice a day' },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

async function issued(): Promise<{ id: number; code: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/doctor/consultations/${consultation}/prescriptions/`,
    headers: cast.doctor.auth,
  });
  return res.json();
}
const verify = (code: string, headers: Record<string, string> = {}, remoteAddress = '10.20.0.1') =>
  ctx.app.inject({ url: `/api/prescriptions/verify/${encodeURIComponent(code)}/`, headers, remoteAddress });
const revoke = (id: number, auth: Record<string, string> = cast.doctor.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/doctor/prescriptions/${id}/revoke/`, headers: auth });

describe('checking a code, signed out', () => {
  it("answers the doctor, the date and the medicines, and only the patient's initials", async () => {
    const { code } = await issued();
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code,
      valid: true,
      doctor_name: expect.stringMatching(/^Karim Test\d+$/),
      doctor_standing: 'verified',
      order_number: '',
      specialty: null,
      issued_at: expect.any(String),
      medicines: [{ name: 'Metformin', dosage: 'tablet 500 mg · 1 tablet · twice a day' }],
      patient_initials: 'A. T.',
      revoked: false,
      revoked_at: null,
    });
    expect(res.body).not.toContain('Amina');
    expect((await verify(` ${code.toLowerCase()} `)).json().code).toBe(code);
  });

  it('answers 404 for a code nobody has, whatever its shape, in the language asked', async () => {
    for (const code of ['ZZZZZZZZZZ', 'short', 'O0I1L-----', 'x'.repeat(64)]) {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No prescription has this code.' });
    }
    expect((await verify('ZZZZZZZZZZ', { cookie: 'lang=fr' })).json().detail).not.toBe(
      'No prescription has this code.',
    );
  });

  it('limits checks from one address, with Retry-After', async () => {
    let last = await verify('ZZZZZZZZZZ', {}, '10.20.9.9');
    for (let i = 0; i < 60; i++) last = await verify('ZZZZZZZZZZ', {}, '10.20.9.9');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify('ZZZZZZZZZZ', {}, '10.20.9.10')).statusCode).toBe(404);
  });
});

describe('revoking', () => {
  it('is for its doctor only; then the code shows it revoked, with when', async () => {
    const { id, code } = await issued();
    const foreign = await revoke(id, cast.otherDoctor.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Prescription not found.' });
    expect((await revoke(id, cast.patient.auth)).statusCode).toBe(403);
    expect((await revoke(id, {})).statusCode).toBe(401);
    expect((await revoke(999999)).statusCode).toBe(404);
    expect((await verify(code)).json().revoked).toBe(false);

    const done = await revoke(id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, code, revoked_at: expect.any(String) });
    const checked = (await verify(code)).json();
    expect(checked).toMatchObject({ valid: false, revoked: true, revoked_at: done.json().revoked_at });

    const again = await revoke(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This prescription was already revoked.' });
  });

  it('leaves the paper downloadable and listed as revoked for the patient', async () => {
    const { id } = await issued();
    await revoke(id);
    const pdf = await ctx.app.inject({ url: `/api/prescriptions/${id}/pdf`, headers: cast.patient.auth });
    expect(pdf.statusCode).toBe(200);
    const list = await ctx.app.inject({ url: '/api/patient/prescriptions', headers: cast.patient.auth });
    const mine = (list.json() as { id: number; revoked_at: string | null }[]).find((p) => p.id === id);
    expect(mine?.revoked_at).toEqual(expect.any(String));
  });
});
