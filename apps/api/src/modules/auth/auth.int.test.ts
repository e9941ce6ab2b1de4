import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { poster } from './test/requests.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = poster(() => ctx);

describe('check_email and sign up', () => {
  it('answers 200 for a free email and 400 once it is taken', async () => {
    expect((await post('/api/auth/check_email/', { email: 'new.person@example.dz' })).statusCode).toBe(200);
    const account = await createAccount(ctx, 'patient');
    const taken = await post('/api/auth/check_email/', { email: account.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['A user with this email already exists.'] });
  });

  it('rejects a malformed email with a reason', async () => {
    const res = await post('/api/auth/check_email/', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('email');
  });

  it('creates a patient and a doctor with their records', async () => {
    const patient = await post('/api/auth/sign_up/patient/', {
      first_name: 'Nour',
      last_name: 'Saadi',
      email: 'nour@example.dz',
      phone_number: '05 55 12 34 56',
      password: 'long-enough-1',
    });
    expect(patient.statusCode).toBe(201);
    expect(patient.json()).toMatchObject({
      email: 'nour@example.dz',
      phone_number: '+213555123456',
      id_doctor: null,
    });
    expect(patient.json().id_patient).toEqual(expect.any(Number));
    const doctor = await post('/api/auth/sign_up/doctor/', {
      first_name: 'Rachid',
      last_name: 'Kaci',
      email: 'rachid@example.dz',
      phone_number: '+213 661 23 45 67',
      password: 'long-enough-1',
    });
    expect(doctor.statusCode).toBe(201);
    expect(doctor.json()).toMatchObject({ id_patient: null, id_doctor: expect.any(Number) });
  });

  it('keeps a name without the direction overrides that would turn the text after it around', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign_up/patient/',
      remoteAddress: '10.40.0.1',
      payload: {
        first_name: 'Am\u202eina',
        last_name: '\u2067Kaci\u2069 \u200f',
        email: 'override@example.dz',
        phone_number: '0770000009',
        password: 'long-enough-1',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ first_name: 'Amina', last_name: 'Kaci \u200f' });
  });

  it('refuses a duplicate email and writes nothing', async () => {
    const payload = {
      first_name: 'A',
      last_name: 'B',
      email: 'dup@example.dz',
      phone_number: '0770000001',
      password: 'long-enough-1',
    };
    expect((await post('/api/auth/sign_up/patient/', payload)).statusCode).toBe(201);
    const again = await post('/api/auth/sign_up/doctor/', {
      ...payload,
      email: 'DUP@example.dz',
      phone_number: '0770000002',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: ['A user with this email already exists.'] });
    const login = await post('/api/auth/custom_token/', {
      username: 'dup@example.dz',
      password: 'long-enough-1',
    });
    expect(login.json().user).toMatchObject({ id_doctor: null, id_patient: expect.any(Number) });
  });

  it('names the field and the reason for each signup rule', async () => {
    const res = await post('/api/auth/sign_up/patient/', {
      first_name: '',
      last_name: '',
      email: 'a@b.dz',
      phone_number: '021 23 45 67',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['First Name is Required'],
      last_name: ['Last Name is Required'],
      phone_number: [
        'Mobile Number must be an Algerian mobile: 05, 06 or 07 then 8 digits, or +213 then 5, 6 or 7 and 8 digits',
      ],
      password: ['Password must be at least 8 characters long'],
    });
  });
});

describe('login', () => {
  it('answers tokens and ids, the absent role as null, and sets httpOnly cookies', async () => {
    const account = await createAccount(ctx, 'doctor');
    const res = await post('/api/auth/custom_token/', {
      username: account.email,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(body.user).toEqual({
      id: account.userId,
      id_patient: null,
      id_doctor: account.doctorId,
      is_admin: false,
      assistant_of: null,
    });
    const access = res.cookies.find((c) => c.name === 'access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(res.cookies.find((c) => c.name === 'refresh')).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
    });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const account = await createAccount(ctx, 'patient');
    const wrong = await post('/api/auth/custom_token/', {
      username: account.email,
      password: 'wrong-password',
    });
    const unknown = await post('/api/auth/custom_token/', {
      username: 'nobody@example.dz',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('limits failed logins per account with a clear 429', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/auth/custom_token/', { username: account.email, password: `bad-pass-${i}` }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/custom_token/', {
      username: account.email,
      password: account.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed logins/);
    ctx.advance(16 * 60 * 1000);
    expect(
      (await post('/api/auth/custom_token/', { username: account.email, password: account.password }))
        .statusCode,
    ).toBe(200);
  });

  it('limits login attempts per IP', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/custom_token/',
        remoteAddress: '203.0.113.7',
        headers,
        payload: { username: `ip-limit-${i}@example.dz`, password: 'whatever1' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('password recovery', () => {
  function codeFrom(text: string): string {
    const match = text.match(/\b(\d{6})\b/);
    if (!match?.[1]) throw new Error('no code in mail');
    return match[1];
  }

  it('answers the same whether the email exists or not, and mails a code only to a real account', async () => {
    const account = await createAccount(ctx, 'patient');
    const known = await post('/api/base/forgot_password/', { email: account.email });
    const unknown = await post('/api/base/forgot_password/', { email: 'ghost@example.dz' });
    await ctx.drainJobs();
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await ctx.mailTo(account.email)).subject).toMatch(/verification code/);
    expect(ctx.mail.some((m) => m.to === 'ghost@example.dz')).toBe(false);
  });

  it('resets the password once with the code, then the code is spent', async () => {
    const account = await createAccount(ctx, 'patient');
    await post('/api/base/forgot_password/', { email: account.email });
    const code = codeFrom((await ctx.mailTo(account.email)).text);
    const body = { email: account.email, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' };
    const reset = await post(`/api/reset_password/${code}/`, body);
    expect(reset.statusCode).toBe(200);
    const again = await post(`/api/reset_password/${code}/`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ['This verification code is invalid or has expired.'] });
    expect(
      (await post('/api/auth/custom_token/', { username: account.email, password: account.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/custom_token/', { username: account.email, password: 'brand-new-pass-9' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/auth/token/refresh/', { refresh: account.refresh })).statusCode).toBe(401);
  });

  it('refuses the code alone, as the original contract sent it, naming the missing email and changing nothing', async () => {
    const account = await createAccount(ctx, 'patient');
    await post('/api/base/forgot_password/', { email: account.email });
    const code = codeFrom((await ctx.mailTo(account.email)).text);
    const res = await post(`/api/reset_password/${code}/`, {
      password: 'brand-new-pass-9',
      confirmPassword: 'brand-new-pass-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Email is Required'] });
    expect(
      (await post('/api/auth/custom_token/', { username: account.email, password: account.password }))
        .statusCode,
    ).toBe(200);
    // The code is still good with its email.
    const reset = await post(`/api/reset_password/${code}/`, {
      email: account.email,
      password: 'brand-new-pass-9',
      confirmPassword: 'brand-new-pass-9',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const account = await createAccount(ctx, 'doctor');
    await post('/api/base/forgot_password/', { email: account.email });
    const code = codeFrom((await ctx.mailTo(account.email)).text);
    ctx.advance(16 * 60 * 1000);
    const res = await post(`/api/reset_password/${code}/`, {
      email: account.email,
      password: 'brand-new-pass-9',
      confirmPassword: 'brand-new-pass-9',
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks that the two passwords match', async () => {
    const res = await post('/api/reset_password/123456/', {
      email: 'someone@example.dz',
      password: 'brand-new-pass-9',
      confirmPassword: 'other-pass-99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ confirmPassword: ["Confirm Password doesn't match"] });
  });
});
