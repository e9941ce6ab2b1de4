import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '#api/db/schema/index.ts';
import { codeIn, createAccount, type TestAccount, uniquePhone } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;
const NOT_ALGERIAN =
  'Mobile Number must be an Algerian mobile: 05, 06 or 07 then 8 digits, or +213 then 5, 6 or 7 and 8 digits';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const confirm = (account: TestAccount, channel: 'sms' | 'email', code: string) =>
  post('/api/auth/verification/confirm/', { channel, code }, account.auth);
const resend = (account: TestAccount, channel: 'sms' | 'email', phone_number?: string) =>
  post('/api/auth/verification/', { channel, ...(phone_number ? { phone_number } : {}) }, account.auth);
const latestSms = async (phone: string) => codeIn((await ctx.smsTo(phone)).at(-1));
const me = async (account: TestAccount) =>
  (await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth })).json();
/** The account with a fresh access token, as its browser would have after the clock moved on. */
async function renewed(account: TestAccount): Promise<TestAccount> {
  const res = await post('/api/auth/token/refresh/', { refresh: account.refresh });
  return { ...account, auth: { authorization: `Bearer ${res.json<{ access: string }>().access}` } };
}
/** A code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up with a mobile number', () => {
  it('keeps the number normalised, unverified, and sends one code by text and one by mail', async () => {
    const account = await createAccount(ctx, 'patient', { phone_number: '06.61-23 45 01', verified: false });
    expect(account.phone).toBe('+213661234501');
    expect(await me(account)).toMatchObject({
      phone_number: '+213661234501',
      phone_verified: false,
      email_verified: false,
    });
    const texts = await ctx.smsTo('+213661234501');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Reayah: your verification code is \d{6}\. Valid 10 minutes\.$/);
    const mails = ctx.mail.filter((m) => m.to === account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/Your verification code is \d{6}\./);
    // Stored hashed: the code sent is nowhere in the database.
    const code = await latestSms(account.phone as string);
    const stored = await ctx.deps.db.execute(`SELECT code_hash FROM contact_codes` as never);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a number already taken, however it is typed, and writes nothing', async () => {
    const first = await createAccount(ctx, 'patient', { verified: false });
    const local = `0${(first.phone as string).slice(4)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
    const again = await post('/api/auth/sign_up/doctor/', {
      first_name: 'Rachid',
      last_name: 'Kaci',
      email: 'second.owner@example.dz',
      phone_number: local,
      password: 'long-enough-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ phone_number: ['A user with this mobile number already exists.'] });
    expect(await ctx.deps.db.select().from(users).where(eq(users.email, 'second.owner@example.dz'))).toEqual(
      [],
    );
  });

  it('names the field and the reason for a missing or foreign number, in French too', async () => {
    const body = { first_name: 'A', last_name: 'B', email: 'nophone@example.dz', password: 'long-enough-1' };
    const missing = await post('/api/auth/sign_up/patient/', body);
    expect(missing.json()).toEqual({ phone_number: ['Mobile Number is required'] });
    const french = await post(
      '/api/auth/sign_up/patient/',
      { ...body, phone_number: '+33 6 12 34 56 78' },
      { 'accept-language': 'fr' },
    );
    expect(french.statusCode).toBe(400);
    expect(french.json().phone_number[0]).toContain('mobile algérien');
    expect(
      (await post('/api/auth/sign_up/patient/', { ...body, phone_number: '0212345678' })).json(),
    ).toEqual({ phone_number: [NOT_ALGERIAN] });
  });
});

describe('sign-in', () => {
  it('takes the mobile number in any usual spelling, or the email in the same field', async () => {
    const account = await createAccount(ctx, 'patient', { phone_number: '0555 12 34 77' });
    for (const username of ['05 55 12 34 77', '+213 555 123 477', '00213555123477', account.email]) {
      const res = await post('/api/auth/custom_token/', { username, password: account.password });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().user.id).toBe(account.userId);
    }
    const wrong = await post('/api/auth/custom_token/', { username: '0555123477', password: 'not-it-123' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await post('/api/auth/custom_token/', { username: '0555999999', password: 'not-it-123' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('counts failed logins against the account whether it was named by email or by number', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 5; i++) {
      const username = i % 2 ? account.email : (account.phone as string);
      expect((await post('/api/auth/custom_token/', { username, password: 'wrong-pass-1' })).statusCode).toBe(
        401,
      );
    }
    const sixth = await post('/api/auth/custom_token/', {
      username: account.email,
      password: 'wrong-pass-1',
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('says what the field takes when it is neither an email nor a mobile number', async () => {
    const res = await post('/api/auth/custom_token/', { username: '12345', password: 'whatever-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Enter your email address or your Algerian mobile number'] });
  });
});

describe('verification codes', () => {
  it('verify the number and the email with the codes sent', async () => {
    const account = await createAccount(ctx, 'doctor', { verified: false });
    const sms = await confirm(account, 'sms', ` ${await latestSms(account.phone as string)} `);
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toMatchObject({ phone_verified: true, email_verified: false });
    const mailed = codeIn((await ctx.mailTo(account.email)).text);
    expect((await confirm(account, 'email', mailed)).json()).toMatchObject({ email_verified: true });
    expect(await me(account)).toMatchObject({ phone_verified: true, email_verified: true });
  });

  it('refuse a wrong code, saying how many tries are left, then die after five', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    const code = await latestSms(account.phone as string);
    const first = await confirm(account, 'sms', other(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ code: ['This code is not the one we sent. Tries left: 4.'] });
    for (let i = 0; i < 3; i++) await confirm(account, 'sms', other(code));
    expect((await confirm(account, 'sms', other(code))).json()).toEqual({
      code: ['This code was tried too many times. Ask for a new one.'],
    });
    const right = await confirm(account, 'sms', code);
    expect(right.json()).toEqual({ code: ['This code was tried too many times. Ask for a new one.'] });
    expect(await me(account)).toMatchObject({ phone_verified: false });
  });

  it('count each of many simultaneous guesses: no more than five are checked', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    const code = await latestSms(account.phone as string);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => confirm(account, 'sms', other(code)).then((r) => r.json().code[0])),
    );
    expect(answers.filter((a: string) => a.startsWith('This code is not'))).toHaveLength(4);
    expect((await confirm(account, 'sms', code)).statusCode).toBe(400);
  });

  it('expire after ten minutes', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    const code = await latestSms(account.phone as string);
    ctx.advance(10 * MINUTE + 1000);
    const late = await confirm(account, 'sms', code);
    expect(late.json()).toEqual({ code: ['This code has expired. Ask for a new one.'] });
  });

  it('are sent again at most once a minute and five times an hour to a contact', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    const tooSoon = await resend(account, 'sms');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    expect(tooSoon.json().detail).toMatch(/^Wait \d+ seconds before asking for another code\.$/);
    for (let i = 0; i < 4; i++) {
      ctx.advance(MINUTE + 1000);
      expect((await resend(account, 'sms')).statusCode).toBe(200);
    }
    expect(await ctx.smsTo(account.phone as string)).toHaveLength(5);
    ctx.advance(MINUTE + 1000);
    const hourly = await resend(account, 'sms');
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().detail).toMatch(
      /^Too many codes sent to this contact\. Try again in \d+ minutes\.$/,
    );
    // Only the newest code works.
    const texts = await ctx.smsTo(account.phone as string);
    expect((await confirm(account, 'sms', codeIn(texts[0]))).statusCode).toBe(400);
    expect((await confirm(account, 'sms', codeIn(texts.at(-1)))).statusCode).toBe(200);
    expect((await resend(account, 'sms')).json()).toEqual({ channel: ['This contact is already verified.'] });
  });

  it('tell when a new code may be asked for', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    const status = await ctx.app.inject({ url: '/api/auth/verification/', headers: account.auth });
    expect(status.json()).toMatchObject({
      email: account.email,
      email_verified: false,
      phone_number: account.phone,
      phone_verified: false,
      sms_resend_in: expect.any(Number),
    });
    expect(status.json().sms_resend_in).toBeGreaterThan(50);
    ctx.advance(MINUTE + 1000);
    expect(
      (await ctx.app.inject({ url: '/api/auth/verification/', headers: account.auth })).json(),
    ).toMatchObject({ sms_resend_in: 0, email_resend_in: 0 });
  });

  it('go to a new number when the number is changed, which is then unverified; a taken one is refused', async () => {
    const account = await createAccount(ctx, 'patient');
    const taken = await createAccount(ctx, 'patient', { verified: false });
    const refused = await resend(account, 'sms', taken.phone as string);
    expect(refused.json()).toEqual({ phone_number: ['A user with this mobile number already exists.'] });
    const fresh = uniquePhone();
    const changed = await resend(account, 'sms', fresh);
    expect(changed.statusCode).toBe(200);
    const stored = `+213${fresh.slice(1)}`;
    expect(changed.json()).toMatchObject({ phone_number: stored, phone_verified: false });
    expect(await ctx.smsTo(stored)).toHaveLength(1);
    expect((await confirm(account, 'sms', await latestSms(stored))).json()).toMatchObject({
      phone_verified: true,
    });
    // The old number signs in no more; the new one does.
    const oldName = await post('/api/auth/custom_token/', {
      username: account.phone,
      password: account.password,
    });
    expect(oldName.statusCode).toBe(401);
    const newName = await post('/api/auth/custom_token/', { username: fresh, password: account.password });
    expect(newName.statusCode).toBe(200);
  });

  it('go to three different numbers a day at most from one account, the field and the wait named', async () => {
    const account = await createAccount(ctx, 'patient');
    const numbers = [uniquePhone(), uniquePhone(), uniquePhone()];
    // The number it signed up with is one; two more pass, a minute apart or not.
    for (const number of numbers.slice(0, 2))
      expect((await resend(account, 'sms', number)).statusCode).toBe(200);
    const third = await resend(account, 'sms', numbers[2]);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(third.json()).toEqual({
      phone_number: [
        'Codes went to 3 different numbers from this account in the last 24 hours. Try again in 24 hours, or use one of those numbers.',
      ],
    });
    const french = await post(
      '/api/auth/verification/',
      { channel: 'sms', phone_number: numbers[2] },
      { ...account.auth, 'accept-language': 'fr' },
    );
    expect(french.json().phone_number[0]).toMatch(/^Des codes sont partis vers 3 numéros différents/);
    // Nothing was written: the account keeps the number it had, and the refused one got nothing.
    expect((await me(account)).phone_number).toBe(`+213${(numbers[1] as string).slice(1)}`);
    expect(await ctx.smsTo(`+213${(numbers[2] as string).slice(1)}`)).toHaveLength(0);
    // One of the numbers already used can still be given.
    ctx.advance(MINUTE + 1000);
    expect((await resend(account, 'sms', numbers[0])).statusCode).toBe(200);
    ctx.advance(24 * 60 * MINUTE);
    expect((await resend(await renewed(account), 'sms', numbers[2])).statusCode).toBe(200);
  });

  it('go to one number ten times a day at most, whichever accounts ask', async () => {
    const number = uniquePhone();
    const stored = `+213${number.slice(1)}`;
    let first = await createAccount(ctx, 'patient');
    for (let hour = 0; hour < 2; hour++) {
      first = await renewed(first);
      for (let i = 0; i < 5; i++) {
        const res = await resend(first, 'sms', number);
        expect(res.statusCode, res.body).toBe(200);
        ctx.advance(MINUTE + 1000);
      }
      ctx.advance(60 * MINUTE);
    }
    expect(await ctx.smsTo(stored)).toHaveLength(10);
    first = await renewed(first);
    const daily = /^This number was sent 10 codes in the last 24 hours\. Try again in \d+ hours\.$/;
    const refused = await resend(first, 'sms', number);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ phone_number: [expect.stringMatching(daily)] });
    // The number freed, another account giving it is refused as well.
    expect((await resend(first, 'sms', uniquePhone())).statusCode).toBe(200);
    const second = await createAccount(ctx, 'patient');
    const again = await resend(second, 'sms', number);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ phone_number: [expect.stringMatching(daily)] });
    expect(await ctx.smsTo(stored)).toHaveLength(10);
  });

  it('need a signed-in caller', async () => {
    expect((await post('/api/auth/verification/', { channel: 'sms' })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/verification/confirm/', { channel: 'sms', code: '123456' })).statusCode,
    ).toBe(401);
  });
});

describe('password recovery before the email is verified', () => {
  it('sends the code to the account email, and a reset with it verifies the address', async () => {
    const account = await createAccount(ctx, 'patient', { verified: false });
    await post('/api/base/forgot_password/', { email: account.email });
    const mail = await ctx.mailTo(account.email, 1);
    expect(mail.subject).toBe('Your Reayah verification code');
    const reset = await post(`/api/reset_password/${codeIn(mail.text)}/`, {
      email: account.email,
      password: 'brand-new-pass-9',
      confirmPassword: 'brand-new-pass-9',
    });
    expect(reset.statusCode).toBe(200);
    const row = (await ctx.deps.db.select().from(users).where(eq(users.id, account.userId)))[0];
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.phoneVerifiedAt).toBeNull();
    const withheld = await ctx.deps.db.select().from(messages).where(eq(messages.userId, account.userId));
    expect(withheld.every((m) => m.status === 'sent')).toBe(true);
  });
});
