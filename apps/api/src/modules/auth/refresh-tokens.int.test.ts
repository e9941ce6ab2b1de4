import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { poster } from './test/requests.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = poster(() => ctx);

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string) {
  return res.cookies.find((c) => c.name === name)?.value;
}

describe('refresh tokens', () => {
  it('rotates a cookie refresh token and revokes the family when a spent one is reused later', async () => {
    const account = await createAccount(ctx, 'patient');
    const cookie = { cookie: `refresh=${account.refresh}` };
    const first = await post('/api/auth/token/refresh/', undefined, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ access: expect.any(String) });
    const rotated = cookieOf(first, 'refresh');
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(account.refresh);

    ctx.advance(REFRESH_REUSE_GRACE_MS);
    const reuse = await post('/api/auth/token/refresh/', undefined, cookie);
    expect(reuse.statusCode).toBe(401);
    const afterTheft = await post('/api/auth/token/refresh/', undefined, { cookie: `refresh=${rotated}` });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('keeps the session of a browser that never received its new cookie (a reload during the refresh)', async () => {
    const account = await createAccount(ctx, 'patient');
    const cookie = { cookie: `refresh=${account.refresh}` };
    const lost = await post('/api/auth/token/refresh/', undefined, cookie);
    expect(lost.statusCode).toBe(200);
    ctx.advance(REFRESH_REUSE_GRACE_MS - 1000);
    // The answer never arrived: the browser sends the spent cookie again.
    const again = await post('/api/auth/token/refresh/', undefined, cookie);
    expect(again.statusCode).toBe(200);
    const kept = cookieOf(again, 'refresh');
    expect(kept).toBeDefined();
    expect(kept).not.toBe(cookieOf(lost, 'refresh'));
    const me = await ctx.app.inject({
      url: '/api/auth/me/',
      headers: { authorization: `Bearer ${again.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    // The session goes on from the cookie it now has.
    const next = await post('/api/auth/token/refresh/', undefined, { cookie: `refresh=${kept}` });
    expect(next.statusCode).toBe(200);
  });

  it('keeps the session of two tabs refreshing with the same cookie at once', async () => {
    const account = await createAccount(ctx, 'patient');
    const cookie = { cookie: `refresh=${account.refresh}` };
    const answers = await Promise.all([
      post('/api/auth/token/refresh/', undefined, cookie),
      post('/api/auth/token/refresh/', undefined, cookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      const res = await post('/api/auth/token/refresh/', undefined, {
        cookie: `refresh=${cookieOf(answer, 'refresh')}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('does not bring back a spent cookie once its family was revoked, even within the grace', async () => {
    const account = await createAccount(ctx, 'patient');
    const cookie = { cookie: `refresh=${account.refresh}` };
    expect((await post('/api/auth/token/refresh/', undefined, cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/logout/', undefined, cookie)).statusCode).toBe(204);
    expect((await post('/api/auth/token/refresh/', undefined, cookie)).statusCode).toBe(401);
  });

  it('keeps a body refresh token valid across refreshes, and honours logout', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/token/refresh/', { refresh: account.refresh });
      expect(res.statusCode).toBe(200);
      const me = await ctx.app.inject({
        url: '/api/auth/me/',
        headers: { authorization: `Bearer ${res.json().access}` },
      });
      expect(me.json()).toMatchObject({ id: account.userId, email: account.email });
    }
    const logout = await post('/api/auth/logout/', { refresh: account.refresh });
    expect(logout.statusCode).toBe(204);
    expect((await post('/api/auth/token/refresh/', { refresh: account.refresh })).statusCode).toBe(401);
  });

  it('refuses an expired refresh token and an expired access token', async () => {
    const account = await createAccount(ctx, 'patient');
    ctx.advance(16 * 60 * 1000);
    const me = await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: account.refresh })).statusCode).toBe(200);
    ctx.advance(8 * 24 * 60 * 60 * 1000);
    expect((await post('/api/auth/token/refresh/', { refresh: account.refresh })).statusCode).toBe(401);
  });

  it('tells a patient and a doctor who they are: their details and their own record', async () => {
    for (const role of ['patient', 'doctor'] as const) {
      const account = await createAccount(ctx, role, { first_name: 'Yasmine', last_name: 'Haddad' });
      const me = await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: account.userId,
        email: account.email,
        first_name: 'Yasmine',
        last_name: 'Haddad',
        id_patient: role === 'patient' ? expect.any(Number) : null,
        id_doctor: role === 'doctor' ? expect.any(Number) : null,
        assistant_of: null,
        language: 'en',
        phone_number: account.phone,
        email_verified: true,
        phone_verified: true,
      });
      expect(me.json()).toMatchObject({ id_patient: account.patientId, id_doctor: account.doctorId });
    }
  });

  it('answers 401 without any token', async () => {
    expect((await post('/api/auth/token/refresh/')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/me/' })).statusCode).toBe(401);
  });

  it('clears both cookies on logout', async () => {
    const account = await createAccount(ctx, 'doctor');
    const res = await post('/api/auth/logout/', undefined, { cookie: `refresh=${account.refresh}` });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => c.name).sort()).toEqual(['access', 'refresh']);
  });
});
