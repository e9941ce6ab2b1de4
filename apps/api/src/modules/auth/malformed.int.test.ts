import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const valid: Record<string, Record<string, unknown>> = {
  '/api/auth/check_email/': { email: 'a@b.dz' },
  '/api/auth/sign_up/patient/': {
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.dz',
    phone_number: '0555123456',
    password: 'long-enough-1',
  },
  '/api/auth/sign_up/doctor/': {
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.dz',
    phone_number: '0555123456',
    password: 'long-enough-1',
  },
  '/api/auth/custom_token/': { username: 'a@b.dz', password: 'long-enough-1' },
  '/api/base/forgot_password/': { email: 'a@b.dz' },
  '/api/reset_password/123456/': {
    email: 'a@b.dz',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
  },
  '/api/contact-us/': { full_name: 'A', email: 'a@b.dz', subject: 'S', message: 'M' },
};

describe.each(Object.entries(valid))('malformed bodies on %s', (url, body) => {
  const firstField = Object.keys(body)[0] as string;

  it.each([
    ['a missing field', () => Object.fromEntries(Object.entries(body).slice(1)), firstField],
    ['an extra field', () => ({ ...body, is_admin: true }), null],
    ['a wrong type', () => ({ ...body, [firstField]: 42 }), firstField],
    ['an oversized field', () => ({ ...body, [firstField]: 'x'.repeat(6000) }), firstField],
  ])('gets a 400 naming the field for %s', async (_name, make, field) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload: make() as object });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    const errors = url.includes('contact-us') ? json.errors : json;
    if (field) expect(errors).toHaveProperty(field);
    else expect(JSON.stringify(json)).toMatch(/is_admin|Unrecognized/);
  });

  it('gets a 400 for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Body is not valid JSON.' });
  });

  it('gets a 413 for a body over 1 MB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('platform', () => {
  it('answers health', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('tolerates a missing trailing slash', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check_email',
      payload: { email: 'slash@b.dz' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/custom_token/');
  });

  it('answers an unknown API route with 404 detail', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('contact-us', () => {
  it('limits messages per address, answering message', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        remoteAddress: '198.51.100.9',
        payload: { full_name: 'Sara B', email: 'sara@example.dz', subject: 'Hello', message: 'A question' },
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Try again in \d+ minutes/);
    ctx.advance(61 * 60 * 1000);
    expect((await send()).statusCode).toBe(201);
  });

  it('stores the message and answers msg, on both paths', async () => {
    for (const url of ['/api/contact-us', '/api/base/contact-us/']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { full_name: 'Sara B', email: 'sara@example.dz', subject: 'Hello', message: 'A question' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ msg: expect.any(String) });
    }
  });

  it('answers message with its text on bad input', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { full_name: 'Sara', email: 'bad', subject: 'Hi', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid email address',
      errors: { email: ['Invalid email address'] },
    });
  });
});
