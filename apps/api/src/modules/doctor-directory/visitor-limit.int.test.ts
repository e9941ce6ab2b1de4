import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// Two processes on one PostgreSQL share the count: it is a row per address (decision 0011), which
// the rate-limit store's own test races from two connections.
let ctx: TestContext;
let patient: TestAccount;
let doctorId: number;
beforeAll(async () => {
  ctx = await createTestContext({ env: { VISITOR_LIMIT_PER_IP: '4' } });
  patient = await createAccount(ctx, 'patient');
  const doctor = await createAccount(ctx, 'doctor');
  doctorId = doctor.doctorId as number;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress, headers });

describe("visitors' calls to the public directory", () => {
  it('answer without an account: the search, a doctor and their free slots', async () => {
    const ip = '192.0.2.1';
    expect((await get('/api/doctor/search/list?search=', ip)).statusCode).toBe(200);
    expect((await get(`/api/doctor/search/${doctorId}/`, ip)).statusCode).toBe(200);
    const slots = await get(`/api/patient/all-bookings/${doctorId}/`, ip);
    expect(slots.statusCode).toBe(200);
    expect(slots.json()).toEqual([]);
  });

  it('are limited per address across the three, with Retry-After and a message saying how long', async () => {
    const ip = '192.0.2.2';
    const urls = [
      '/api/doctor/search/list?search=karim',
      `/api/doctor/search/${doctorId}/`,
      `/api/patient/all-bookings/${doctorId}/`,
      '/api/doctor/search/list?search=',
    ];
    for (const url of urls) expect((await get(url, ip)).statusCode).toBe(200);
    const refused = await get(`/api/patient/all-bookings/${doctorId}/`, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(
      /^Too many requests from this address\. Try again in \d+ seconds, or sign in\.$/,
    );
    // Another address is not held back by this one.
    expect((await get('/api/doctor/search/list?search=', '192.0.2.3')).statusCode).toBe(200);
  });

  it('say so in the language of the visit', async () => {
    const ip = '192.0.2.4';
    for (let i = 0; i < 4; i++) await get('/api/doctor/search/list?search=', ip);
    const refused = await get('/api/doctor/search/list?search=', ip, { cookie: 'lang=fr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Trop de requêtes depuis cette adresse/);
  });

  it('do not hold back a signed-in patient on the same address', async () => {
    const ip = '192.0.2.5';
    for (let i = 0; i < 5; i++) await get('/api/doctor/search/list?search=', ip);
    expect((await get('/api/doctor/search/list?search=', ip)).statusCode).toBe(429);
    const signedIn = await get(`/api/patient/all-bookings/${doctorId}/`, ip, patient.auth);
    expect(signedIn.statusCode).toBe(200);
  });

  it('count requests the API refuses as malformed too: a scanner is held like a reader', async () => {
    const ip = '192.0.2.6';
    const malformed = [
      '/api/doctor/search/list?page=0',
      '/api/doctor/search/abc/',
      `/api/patient/all-bookings/${doctorId}/?days=999`,
      '/api/patient/all-bookings/-1/',
    ];
    for (const url of malformed) expect((await get(url, ip)).statusCode).toBe(400);
    expect((await get('/api/doctor/search/list?search=', ip)).statusCode).toBe(429);
  });

  it('count an IPv6 network (its /64) as one address, and an IPv4 address however it is written', async () => {
    // One household or phone holds a whole /64: its addresses are one visitor.
    for (let i = 1; i <= 4; i++) {
      expect((await get('/api/doctor/search/list?search=', `2001:db8:a:b::${i}`)).statusCode).toBe(200);
    }
    const sameNetwork = await get('/api/doctor/search/list?search=', '2001:0db8:000a:000b:ffff:1:2:3');
    expect(sameNetwork.statusCode).toBe(429);
    expect((await get('/api/doctor/search/list?search=', '2001:db8:a:c::1')).statusCode).toBe(200);

    for (let i = 0; i < 4; i++) await get('/api/doctor/search/list?search=', '192.0.2.7');
    expect((await get('/api/doctor/search/list?search=', '::ffff:192.0.2.7')).statusCode).toBe(429);
  });

  it('hold a signed-in account to the same number of calls a minute, wherever it calls from', async () => {
    const reader = await createAccount(ctx, 'patient');
    const urls = [
      '/api/doctor/search/list?search=',
      `/api/doctor/search/${doctorId}/`,
      `/api/patient/all-bookings/${doctorId}/`,
      '/api/doctor/search/list?search=karim',
    ];
    for (const [i, url] of urls.entries()) {
      expect((await get(url, `198.51.100.${i + 1}`, reader.auth)).statusCode).toBe(200);
    }
    const refused = await get('/api/doctor/search/list?search=', '198.51.100.9', {
      ...reader.auth,
      cookie: 'lang=fr',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(
      /^Trop de requêtes pour ce compte\. Réessayez dans \d+ secondes\.$/,
    );
    // Another account, and visitors on those addresses, are not held back by it.
    expect((await get('/api/doctor/search/list?search=', '198.51.100.1', patient.auth)).statusCode).toBe(200);
    expect((await get('/api/doctor/search/list?search=', '198.51.100.1')).statusCode).toBe(200);
  });
});
