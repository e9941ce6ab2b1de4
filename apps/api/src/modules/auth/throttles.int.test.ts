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

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not reach the next. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (url: string, payload: object, ip = '192.0.2.1') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (username: string, password: string, ip = freshIp()) =>
  post('/api/auth/custom_token/', { username, password }, ip);

function expectThrottled(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatch(/Try again in \d+ (second|minute|hour)/);
}

describe('login limits', () => {
  it('checks exactly five of 30 simultaneous wrong passwords on one account; the rest get 429', async () => {
    const account = await createAccount(ctx, 'patient');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(account.email, `wrong-pass-${i}`, ip)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    for (const r of answers.filter((a) => a.statusCode === 429)) expectThrottled(r);
  });

  it('backs off progressively instead of locking the account, and a success clears it', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 5; i++) expect((await login(account.email, `bad-${i}-pass`)).statusCode).toBe(401);
    const first = await login(account.email, account.password);
    expectThrottled(first);
    expect(Number(first.headers['retry-after'])).toBe(60);
    ctx.advance(61_000);
    expect((await login(account.email, 'bad-again-1')).statusCode).toBe(401);
    const second = await login(account.email, account.password);
    expectThrottled(second);
    expect(Number(second.headers['retry-after'])).toBe(120);
    ctx.advance(121_000);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(account.email, `bad-${i}-pass`)).statusCode).toBe(401);
  });

  it('never waits longer than fifteen minutes', async () => {
    const account = await createAccount(ctx, 'doctor');
    for (let round = 0; round < 12; round++) {
      const res = await login(account.email, 'still-wrong-1');
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
        ctx.advance(Number(res.headers['retry-after']) * 1000);
      }
    }
    ctx.advance(15 * 60 * 1000);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('is cleared by a password reset', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 5; i++) await login(account.email, `bad-${i}-pass`);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    await post('/api/base/forgot_password/', { email: account.email }, freshIp());
    const code = (await ctx.mailTo(account.email)).text.match(/\b(\d{6})\b/)?.[1];
    const reset = await post(
      `/api/reset_password/${code}/`,
      { email: account.email, password: 'fresh-pass-123', confirmPassword: 'fresh-pass-123' },
      freshIp(),
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(account.email, 'fresh-pass-123')).statusCode).toBe(200);
  });
});

describe('throttles answer 429 with Retry-After and a message', () => {
  it('on check_email, per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await post('/api/auth/check_email/', { email: `probe${i}@example.dz` }, ip)).statusCode).toBe(
        200,
      );
    }
    expectThrottled(await post('/api/auth/check_email/', { email: 'probe-last@example.dz' }, ip));
    expect((await post('/api/auth/check_email/', { email: 'other@example.dz' }, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('on sign-up, per address', async () => {
    const ip = freshIp();
    const signUp = (i: number) =>
      post(
        '/api/auth/sign_up/patient/',
        {
          first_name: 'Sami',
          last_name: 'K',
          email: `bulk${i}-${ip}@example.dz`,
          phone_number: uniquePhone(),
          password: 'long-enough-1',
        },
        ip,
      );
    for (let i = 0; i < 10; i++) expect((await signUp(i)).statusCode).toBe(201);
    expectThrottled(await signUp(10));
  });

  it('on forgot-password, per account and per address', async () => {
    const account = await createAccount(ctx, 'patient');
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/base/forgot_password/', { email: account.email }, freshIp())).statusCode).toBe(
        200,
      );
    }
    expectThrottled(await post('/api/base/forgot_password/', { email: account.email }, freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/base/forgot_password/', { email: `who${i}@example.dz` }, ip)).statusCode).toBe(
        200,
      );
    }
    expectThrottled(await post('/api/base/forgot_password/', { email: 'who-else@example.dz' }, ip));
  });

  it('on the contact form, per address', async () => {
    const ip = freshIp();
    const payload = {
      full_name: 'Sara B',
      email: 'sara@example.dz',
      subject: 'Hello',
      message: 'A question',
    };
    for (let i = 0; i < 10; i++) expect((await post('/api/contact-us/', payload, ip)).statusCode).toBe(201);
    const limited = await post('/api/contact-us/', payload, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Try again in \d+ minutes/);
  });
});

describe('password reset codes', () => {
  const resetBody = (email: string) => ({ email, password: 'taken-over-1', confirmPassword: 'taken-over-1' });
  const codeFor = async (email: string, skip = 0) =>
    (await ctx.mailTo(email, skip)).text.match(/\b(\d{6})\b/)?.[1] ?? 'missing';

  it('open only the account they were sent to', async () => {
    const victim = await createAccount(ctx, 'patient');
    const attacker = await createAccount(ctx, 'patient');
    await post('/api/base/forgot_password/', { email: attacker.email }, freshIp());
    const code = await codeFor(attacker.email);
    const res = await post(`/api/reset_password/${code}/`, resetBody(victim.email), freshIp());
    expect(res.statusCode).toBe(400);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('are dead after five wrong tries, even when the right code comes next', async () => {
    const account = await createAccount(ctx, 'patient');
    await post('/api/base/forgot_password/', { email: account.email }, freshIp());
    const code = await codeFor(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(`/api/reset_password/${wrong}/`, resetBody(account.email), freshIp()),
      ),
    );
    expect(tries.map((t) => t.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const right = await post(`/api/reset_password/${code}/`, resetBody(account.email), freshIp());
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ code: ['This verification code is invalid or has expired.'] });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('are asked for in the same time whether the email has an account or not', async () => {
    const account = await createAccount(ctx, 'patient');
    const mailer = ctx.deps.mailer;
    ctx.deps.mailer = {
      async send(message) {
        await new Promise((r) => setTimeout(r, 300));
        await mailer.send(message);
      },
    };
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await post('/api/base/forgot_password/', { email }, freshIp());
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const known = await timed(account.email);
      const unknown = await timed('nobody-here@example.dz');
      expect(known).toBeLessThan(250);
      expect(unknown).toBeLessThan(250);
      await ctx.mailTo(account.email);
    } finally {
      ctx.deps.mailer = mailer;
    }
  });
});
