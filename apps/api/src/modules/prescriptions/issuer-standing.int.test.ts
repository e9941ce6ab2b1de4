import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createTestAdmin } from '../admin/test/admin.ts';
import { type Cast, createCast, multipart, PDF_BYTES } from '../doctor/test/support.ts';
import { createConsultation } from './test/support.ts';

// Only a doctor an administrator verified, and not suspended, issues prescriptions; the public
// check tells a pharmacist the doctor's standing and registration number, and whether the paper holds.

let ctx: TestContext;
let cast: Cast;
let admin: TestAccount;
let consultation: number;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  admin = await createTestAdmin(ctx);
  consultation = await createConsultation(ctx, cast.doctor, cast.patient.patientId, [
    { name: 'Oxycodone 80 mg', dose: '60 tablets', frequency: 'once' },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const profileUrl = () => `/api/doctor/UpdateProfile/${cast.doctor.doctorId}/`;
const editProfile = (fields: Record<string, string>, withCertificate = false) => {
  const form = multipart(
    fields,
    withCertificate ? { certification: { filename: 'ordre.pdf', content: PDF_BYTES } } : {},
  );
  return ctx.app.inject({
    method: 'PATCH',
    url: profileUrl(),
    headers: { ...cast.doctor.auth, ...form.headers },
    payload: form.payload,
  });
};
const issue = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/doctor/consultations/${consultation}/prescriptions/`,
    headers: { ...cast.doctor.auth, ...headers },
  });
const check = async (code: string) =>
  (await ctx.app.inject({ url: `/api/prescriptions/verify/${code}/`, remoteAddress: '10.77.0.1' })).json();
const asAdmin = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: admin.auth, ...(payload ? { payload } : {}) });
const verifyDoctor = () => asAdmin(`/api/admin/doctors/${cast.doctor.doctorId}/verify/`);

describe('issuing a prescription', () => {
  it('is refused, with the reason in the language asked, to a doctor nobody verified', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail:
        'Only a doctor whose registration an administrator verified can issue prescriptions. Your profile is waiting for review.',
    });
    const fr = await issue({ cookie: 'lang=fr' });
    expect(fr.json().detail).toMatch(/^Seul un médecin dont l'inscription a été vérifiée/);
    const list = await ctx.app.inject({
      url: `/api/doctor/consultations/${consultation}/prescriptions/`,
      headers: cast.doctor.auth,
    });
    expect(list.json()).toEqual([]);
  });

  it('works once an administrator verified the doctor; the check shows the standing and N° d’ordre', async () => {
    expect((await editProfile({ order_number: '16/0452' }, true)).statusCode).toBe(200);
    expect((await verifyDoctor()).statusCode).toBe(204);
    const res = await issue();
    expect(res.statusCode).toBe(201);
    expect(await check(res.json().code)).toMatchObject({
      valid: true,
      doctor_standing: 'verified',
      order_number: '16/0452',
      revoked: false,
    });
  });
});

describe('the registration number', () => {
  it('is refused, naming the field, when it is not a registration number', async () => {
    for (const bad of ['abc', '<script>', '1'.repeat(21), '16//0452']) {
      const res = await editProfile({ order_number: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        order_number: [
          'Registration number: up to 20 digits, letters, slashes or dashes, with at least one digit.',
        ],
      });
    }
    const profile = await ctx.app.inject({ url: profileUrl(), headers: cast.doctor.auth });
    expect(profile.json()).toMatchObject({ order_number: '16/0452', is_certified: true });
  });
});

describe('a verified doctor who changes what a pharmacist reads', () => {
  it('goes back to review on a new name, specialty or registration number, and cannot issue meanwhile', async () => {
    const specialties = (
      await ctx.app.inject({ url: '/api/doctor/specialization/', headers: cast.doctor.auth })
    ).json() as { id: number }[];
    const changes: Record<string, string>[] = [
      { full_name: 'Karim Imposteur' },
      { specialization: String(specialties[0]?.id) },
      { order_number: '31/9999' },
    ];
    for (const change of changes) {
      expect((await verifyDoctor()).statusCode).toBe(204);
      const issued = (await issue()).json() as { code: string };
      const res = await editProfile(change);
      expect(res.statusCode).toBe(200);
      expect(res.json().is_certified, JSON.stringify(change)).toBe(false);
      const queue = (
        await ctx.app.inject({ url: '/api/admin/doctors/verification/', headers: admin.auth })
      ).json() as { doctor_id: number }[];
      expect(queue.map((q) => q.doctor_id)).toContain(cast.doctor.doctorId);
      expect((await issue()).statusCode).toBe(403);
      expect(await check(issued.code)).toMatchObject({ valid: false, doctor_standing: 'unverified' });
    }
  });

  it('stays verified when the phone, the address or the biography change, or the same name is sent', async () => {
    expect((await verifyDoctor()).statusCode).toBe(204);
    const profile = (await ctx.app.inject({ url: profileUrl(), headers: cast.doctor.auth })).json();
    const res = await editProfile({
      full_name: profile.full_name,
      phone_number: '0661234567',
      address: 'Tizi Ouzou',
      biography: 'Generalist.',
    });
    expect(res.json()).toMatchObject({ is_certified: true, phone_number: '0661234567' });
    expect((await issue()).statusCode).toBe(201);
  });
});

describe('a suspended doctor', () => {
  it('makes their prescriptions invalid at the check until restored; a revoked one stays invalid', async () => {
    const kept = (await issue()).json() as { code: string };
    const revoked = (await issue()).json() as { id: number; code: string };
    await ctx.app.inject({
      method: 'POST',
      url: `/api/doctor/prescriptions/${revoked.id}/revoke/`,
      headers: cast.doctor.auth,
    });
    const suspend = await asAdmin(`/api/admin/users/${cast.doctor.userId}/suspend/`, {
      reason: 'Registration struck off.',
    });
    expect(suspend.statusCode).toBe(200);
    expect(await check(kept.code)).toMatchObject({ valid: false, doctor_standing: 'suspended' });
    expect((await issue()).statusCode).toBe(401);

    expect((await asAdmin(`/api/admin/users/${cast.doctor.userId}/restore/`)).statusCode).toBe(200);
    expect(await check(kept.code)).toMatchObject({ valid: true, doctor_standing: 'verified' });
    expect(await check(revoked.code)).toMatchObject({ valid: false, revoked: true });
  });
});
