import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// Hostile input anywhere gets 400 naming the field, never a 5xx, and words that are also names of
// JavaScript's object machinery are plain text.
let ctx: TestContext;
let patient: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  patient = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const folders = () => `/api/patient/${patient.patientId}/folder/`;
const json = (url: string, payload: string | Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...patient.auth, 'content-type': 'application/json' },
    payload,
  });
const form = (body: string, contentType = 'multipart/form-data; boundary=XX') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/doctor/UpdateProfile/${doctor.doctorId}/`,
    headers: { ...doctor.auth, 'content-type': contentType },
    payload: body,
  });
const part = (name: string, value: string) =>
  `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('NUL characters and bytes that are not UTF-8', () => {
  it.each([
    ['a NUL in the path', `/api/patient/1/folder/%00/`, 'path', 'must not contain a NUL character'],
    [
      'a NUL in a query value',
      '/api/doctor/search/list?search=a%00b',
      'search',
      'must not contain a NUL character',
    ],
    [
      'a query value that is not UTF-8',
      '/api/doctor/search/list?search=%C3%28',
      'search',
      'is not valid UTF-8 text',
    ],
    ['a path that is not UTF-8', '/api/patient/1/folder/%C3%28/', 'path', 'is not valid UTF-8 text'],
  ])('%s: 400 naming the field', async (_name, url, field, message) => {
    const res = await ctx.app.inject({ url, headers: patient.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('a NUL in a JSON field: 400 naming it, nothing stored', async () => {
    const res = await json(folders(), '{"name":"bilan\\u0000sanguin"}');
    expect(res.json()).toEqual({ name: ['must not contain a NUL character'] });
    const list = await ctx.app.inject({ url: folders(), headers: patient.auth });
    expect(list.json()).toEqual([]);
  });

  it('a JSON field that is not UTF-8: 400 naming it', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await json(folders(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['is not valid UTF-8 text'] });
  });
});

describe('malformed multipart', () => {
  it.each([
    ['a truncated body', part('full_name', 'Dr Amel')],
    ['a missing boundary', 'garbage'],
  ])('%s: 400', async (_name, body) => {
    const contentType = body === 'garbage' ? 'multipart/form-data' : undefined;
    const res = await form(body, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/malformed or cut short/);
  });

  it('a body cut short after a file: 400, not a request left hanging', { timeout: 30_000 }, async () => {
    const file = `--XX\r\nContent-Disposition: form-data; name="certification"; filename="c.pdf"\r\n\r\n%PDF-1.4 x\r\n`;
    const res = await form(`${file}--XX\r\nContent-Dispo`);
    expect(res.statusCode).toBe(400);
  });

  it('a wrong boundary: 400', async () => {
    const res = await form(`${part('full_name', 'Dr Amel')}--XX--\r\n`, 'multipart/form-data; boundary=YY');
    expect(res.statusCode).toBe(400);
  });

  it('a duplicated field or a NUL in a field: 400 naming it', async () => {
    const twice = await form(`${part('full_name', 'A')}${part('full_name', 'B')}--XX--\r\n`);
    expect(twice.json()).toEqual({ full_name: ['Send this field once.'] });
    const nul = await form(`${part('full_name', 'A\u0000B')}--XX--\r\n`);
    expect(nul.json()).toEqual({ full_name: ['must not contain a NUL character'] });
  });

  it('a field named like object machinery is just an unknown field', async () => {
    const res = await form(`${part('constructor', 'x')}${part('__proto__', 'y')}--XX--\r\n`);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('words that name object machinery are plain text', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('%s as a folder name', async (name) => {
    const res = await json(folders(), JSON.stringify({ name: `${name} ${Date.now()}` }));
    expect(res.statusCode).toBe(201);
  });

  it('in the symptom text', async () => {
    const res = await json(
      '/api/base/recommendation_doctor/backup/v0/',
      JSON.stringify({ input: 'constructor __proto__ toString valueOf' }),
    );
    expect(res.statusCode).toBe(200);
  });
});
