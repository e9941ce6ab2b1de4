import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniquePhone } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const langCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'lang')?.value;

async function signUpAndLogin(email: string, headers: Record<string, string>) {
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up/patient/',
    headers,
    payload: {
      first_name: 'Yasmine',
      last_name: 'Bouzid',
      email,
      phone_number: uniquePhone(),
      password: 'long-enough-1',
    },
  });
  expect(signUp.statusCode).toBe(201);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/custom_token/',
    headers,
    payload: { username: email, password: 'long-enough-1' },
  });
}

describe('the account language', () => {
  it('is the language of the sign-up visit, sent back in the lang cookie at login', async () => {
    const login = await signUpAndLogin('yasmine.ar@example.dz', { 'accept-language': 'ar-DZ,ar;q=0.9' });
    expect(login.statusCode).toBe(200);
    expect(langCookie(login)).toBe('ar');
    expect(Object.keys(login.json()).sort()).toEqual(['access', 'refresh', 'user']);
    const me = await ctx.app.inject({
      url: '/api/auth/me/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(me.json()).toMatchObject({ email: 'yasmine.ar@example.dz', language: 'ar' });
  });

  it("gives way at login to the language chosen before signing in, which becomes the account's", async () => {
    await signUpAndLogin('yasmine.fr@example.dz', { cookie: 'lang=fr' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/custom_token/',
      headers: { cookie: 'lang=ar' },
      payload: { username: 'yasmine.fr@example.dz', password: 'long-enough-1' },
    });
    expect(langCookie(again)).toBe('ar');
    // Mail and screens agree: the account now reads Arabic.
    const me = await ctx.app.inject({
      url: '/api/auth/me/',
      headers: { authorization: `Bearer ${again.json().access}` },
    });
    expect(me.json().language).toBe('ar');
  });

  it('wins at login over the browser language when this device chose none', async () => {
    await signUpAndLogin('yasmine.fr2@example.dz', { cookie: 'lang=fr' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/custom_token/',
      headers: { 'accept-language': 'ar' },
      payload: { username: 'yasmine.fr2@example.dz', password: 'long-enough-1' },
    });
    expect(langCookie(again)).toBe('fr');
  });

  it('is English for a visit that asks for none of ours', async () => {
    const account = await createAccount(ctx, 'doctor');
    const me = await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth });
    expect(me.json().language).toBe('en');
  });

  it('is changed on the profile with PATCH /api/auth/me/', async () => {
    const account = await createAccount(ctx, 'patient');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      headers: account.auth,
      payload: { language: 'fr' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ id: account.userId, language: 'fr' });
    expect(langCookie(patch)).toBe('fr');
    const me = await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth });
    expect(me.json().language).toBe('fr');
  });

  it('refuses an unknown language and a visitor', async () => {
    const account = await createAccount(ctx, 'patient');
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      headers: account.auth,
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ language: ['Choose English, French or Arabic.'] });
    const visitor = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      payload: { language: 'fr' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('sends the password reset code in the account language, whatever the language of the request', async () => {
    await signUpAndLogin('amina.ar@example.dz', { 'accept-language': 'ar' });
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/base/forgot_password/',
      headers: { 'accept-language': 'en' },
      payload: { email: 'amina.ar@example.dz' },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await ctx.mailTo('amina.ar@example.dz');
    expect(mail.subject).toBe('رمز التحقق الخاص بك في رعاية');
    expect(mail.text).toMatch(/^رمز التحقق الخاص بك هو \d{6}\./);
  });
});
