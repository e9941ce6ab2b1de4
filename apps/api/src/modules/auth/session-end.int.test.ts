import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// An access token lives 15 minutes, but a session that ends takes its access tokens with it at
// once: a token copied before the user signed out opens nothing afterwards.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let address = 0;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: `10.77.0.${(address = (address % 250) + 1)}`,
    ...(payload ? { payload } : {}),
  });
const me = async (access: string) =>
  (await ctx.app.inject({ url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } })).statusCode;

/** A second sign-in of the same account: another session, with its own tokens. */
async function signIn(who: TestAccount) {
  const res = await post('/api/auth/custom_token/', { username: who.email, password: who.password });
  expect(res.statusCode).toBe(200);
  return res.json<{ access: string; refresh: string }>();
}

describe('the access tokens of a session that ends', () => {
  it('stop working at logout, whether the refresh token came by cookie or in the body', async () => {
    const patient = await createAccount(ctx, 'patient');
    expect(await me(patient.access)).toBe(200);
    expect(
      (await post('/api/auth/logout/', undefined, { cookie: `refresh=${patient.refresh}` })).statusCode,
    ).toBe(204);
    expect(await me(patient.access)).toBe(401);
    const refused = await ctx.app.inject({
      url: '/api/auth/me/',
      headers: { authorization: `Bearer ${patient.access}`, 'accept-language': 'fr' },
    });
    expect(refused.json()).toEqual({ detail: 'Session invalide ou expirée' });
    const none = await ctx.app.inject({ url: '/api/auth/me/', headers: { 'accept-language': 'fr' } });
    expect(none.json()).toEqual({ detail: 'Vous devez être connecté pour faire cela.' });

    const phone = await signIn(patient);
    const refreshed = await post('/api/auth/token/refresh/', { refresh: phone.refresh });
    const access = refreshed.json<{ access: string }>().access;
    expect(await me(access)).toBe(200);
    expect((await post('/api/auth/logout/', { refresh: phone.refresh })).statusCode).toBe(204);
    expect(await me(phone.access)).toBe(401);
    expect(await me(access)).toBe(401);
  });

  it('leave the account’s other sessions signed in', async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const laptop = await signIn(doctor);
    await post('/api/auth/logout/', { refresh: doctor.refresh });
    expect(await me(doctor.access)).toBe(401);
    expect(await me(laptop.access)).toBe(200);
  });

  it('stop working in every session after a password reset', async () => {
    const patient = await createAccount(ctx, 'patient');
    const laptop = await signIn(patient);
    await post('/api/base/forgot_password/', { email: patient.email });
    await ctx.drainJobs();
    const code = /\b(\d{6})\b/.exec((await ctx.mailTo(patient.email)).text)?.[1] ?? '';
    const password = 'brand-new-pass-9';
    const reset = await post(`/api/reset_password/${code}/`, {
      email: patient.email,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(patient.access)).toBe(401);
    expect(await me(laptop.access)).toBe(401);
    expect(await me((await signIn({ ...patient, password })).access)).toBe(200);
  });

  it('stop working when the account is suspended or deleted', async () => {
    const suspended = await createAccount(ctx, 'patient');
    await ctx.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended.userId}`);
    const until = Date.now() + 3000;
    while ((await me(suspended.access)) !== 401 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    expect(await me(suspended.access)).toBe(401);

    const deleted = await createAccount(ctx, 'patient');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/delete/',
      headers: deleted.auth,
      payload: { password: deleted.password, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(deleted.access)).toBe(401);
  });
});
