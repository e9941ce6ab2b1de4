import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '#api/lib/logging.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions('trace') as pino.LoggerOptions, sink);
  ctx = await createTestContext({ logger });
});
afterAll(async () => {
  await ctx.close();
});

it('never writes a password, token or reset code into a log line', async () => {
  const account = await createAccount(ctx, 'patient', { password: 'secret-pass-5731' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/base/forgot_password/',
    payload: { email: account.email },
  });
  const code = (await ctx.mailTo(account.email)).text.match(/\b(\d{6})\b/)?.[1] ?? 'missing';
  await ctx.app.inject({
    method: 'POST',
    url: `/api/reset_password/${code}/`,
    payload: { email: account.email, password: 'another-pass-8846', confirmPassword: 'another-pass-8846' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh/',
    headers: { cookie: `refresh=${account.refresh}` },
  });
  await ctx.app.inject({ url: '/api/auth/me/', headers: account.auth });

  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(5);
  expect(log).toContain('/api/reset_password/[redacted]/');
  for (const secret of ['secret-pass-5731', 'another-pass-8846', account.access, account.refresh]) {
    expect(log).not.toContain(secret);
  }
  // Bounded by non-digits, so a timestamp that happens to hold the same six digits does not count.
  expect(log).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
});

it('logs a failing database statement without its values (email, password hash)', async () => {
  // A rule the sign-up does not expect makes its insert fail, as a real fault of the database would.
  await ctx.deps.db.execute(
    sql`ALTER TABLE users ADD CONSTRAINT users_no_blocked_mail CHECK (email NOT LIKE 'blocked-%')`,
  );
  const from = lines.length;
  const email = 'blocked-owner-4417@example.dz';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up/patient/',
    payload: {
      first_name: 'Nour',
      last_name: 'Ziani',
      email,
      phone_number: '0661 99 44 17',
      password: 'failing-pass-2290',
    },
  });
  expect(res.statusCode).toBe(500);
  const log = lines.slice(from).join('\n');
  expect(log).toContain('unhandled error');
  expect(log).toContain('users_no_blocked_mail');
  expect(log).not.toContain(email);
  expect(log).not.toContain('failing-pass-2290');
  expect(log).not.toContain('$argon2');
});

it('writes one line per answered request: its method, path (scrubbed), status and time', async () => {
  const from = lines.length;
  const found = await ctx.app.inject({ url: '/api/doctor/search/list?search=cardio' });
  const refused = await ctx.app.inject({ url: '/api/auth/me/' });
  expect([found.statusCode, refused.statusCode]).toEqual([200, 401]);

  const entries = lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
  const answered = entries.filter((e) => e.msg === 'request');
  expect(answered).toEqual([
    expect.objectContaining({
      level: 30,
      method: 'GET',
      url: '/api/doctor/search/list?search=[redacted]',
      status: 200,
    }),
    expect.objectContaining({ level: 30, method: 'GET', url: '/api/auth/me/', status: 401 }),
  ]);
  for (const entry of answered) {
    expect(entry.ms).toEqual(expect.any(Number));
    expect(entries.filter((e) => e.reqId === entry.reqId && e.level === 30)).toHaveLength(1);
  }
  expect(entries.map((e) => e.msg)).not.toContain('incoming request');
  expect(entries.map((e) => e.msg)).not.toContain('request completed');
});
