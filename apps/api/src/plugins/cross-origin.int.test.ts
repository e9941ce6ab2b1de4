import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

const HOSTILE = 'http://localhost:4104';
const PARTNER = 'https://clinic-app.example.dz';

let ctx: TestContext;
let patient: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext({ env: { CORS_ORIGINS: PARTNER } });
  patient = await createAccount(ctx, 'patient');
});
afterAll(async () => {
  await ctx.close();
});

/** A contact message sent with the patient's cookie, as a browser would from `origin`. */
const contactFrom = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us/',
    remoteAddress: `192.0.2.${Math.floor(Math.random() * 250)}`,
    headers: { host: 'localhost:3104', cookie: `access=${patient.access}`, ...headers },
    payload: { full_name: 'Sara B', email: 'sara@example.dz', subject: 'Hi', message: 'From a page' },
  });

describe('state-changing requests from another origin', () => {
  it('are refused with 403 from another port of the same host, by Origin or Sec-Fetch-Site', async () => {
    const byOrigin = await contactFrom({ origin: HOSTILE });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().detail).toMatch(/did not come from Reayah's own pages/);
    expect((await contactFrom({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await contactFrom({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await contactFrom({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuse a cross-origin multipart POST before it changes anything', async () => {
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="full_name"',
      '',
      'Changed By Attacker',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/${patient.patientId}/`,
      headers: {
        host: 'localhost:3104',
        origin: HOSTILE,
        cookie: `access=${patient.access}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    const profile = await ctx.app.inject({
      url: `/api/patient/${patient.patientId}/`,
      headers: patient.auth,
    });
    expect(profile.json().full_name).not.toBe('Changed By Attacker');
  });

  it('pass from the same origin, from a listed origin, with a Bearer token, and from non-browser clients', async () => {
    expect((await contactFrom({ origin: 'http://localhost:3104' })).statusCode).toBe(201);
    expect((await contactFrom({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await contactFrom({ origin: PARTNER })).statusCode).toBe(201);
    expect((await contactFrom({})).statusCode).toBe(201);
    expect(
      (await contactFrom({ origin: HOSTILE, authorization: `Bearer ${patient.access}` })).statusCode,
    ).toBe(201);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me/',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('answers the preflight of a listed origin, with credentials', async () => {
    const res = await preflight(PARTNER);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const get = await ctx.app.inject({ url: '/api/auth/me/', headers: { origin: PARTNER, ...patient.auth } });
    expect(get.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('gives any other origin no CORS permission', async () => {
    const res = await preflight(HOSTILE);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await ctx.app.inject({ url: '/api/auth/me/', headers: { origin: HOSTILE, ...patient.auth } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off by default: same origin only', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/me/',
        headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
