import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../scripts/lib/web-build.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// A page opened with a query the API would refuse (a NUL, bytes that are not UTF-8) is the page
// without those parameters, never the API's error body; API calls keep their 400 naming the field.

const WEB = resolve(import.meta.dirname, '../../../web');
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  await ensureWebBuild();
  ctx = await createTestContext({ webDist: resolve(WEB, 'dist') });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

// A browser turns a backslash into a slash before it sends an address, and so does the test
// client; another client sends it as it is, which only a raw request shows.
const rawGet = async (url: string) => {
  return new Promise<string>((done, fail) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: reayah.dz\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
};
const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

describe('a page address with a bad query', () => {
  it.each([
    ['a NUL as the search', '/Search?q=%00', '/Search'],
    ['a NUL inside the search words', '/search?q=cardio%00logue', '/search'],
    ['bytes that are not UTF-8 beside good words', '/Doctors?q=cardio&wilaya=%C3%28', '/Doctors?q=cardio'],
    ['a NUL in a parameter name', '/Doctors?wil%00aya=16&q=dent', '/Doctors?q=dent'],
    ['a bad return address on the sign-in page', '/Login?next=%00', '/Login'],
    ['a bad day in the agenda', '/Doctores/1/Agenda?view=week&day=%FF', '/Doctores/1/Agenda?view=week'],
  ])('%s: the same page without it', async (_name, url, cleaned) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(cleaned);
    expect(res.body).not.toMatch(/must not contain|not valid UTF-8/);

    const page = await get(cleaned);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['a backslash read by browsers as a second slash', '/\\evil.example?x=%00', '/%5Cevil.example'],
    ['a slash then a backslash', '/\\/evil.example?q=1&x=%00', '/%5C/evil.example?q=1'],
    ['two backslashes', '/\\\\evil.example?x=%FF', '/%5C%5Cevil.example'],
    ['a doubled slash', '//evil.example?x=%00', '/evil.example'],
    ['a not-UTF-8 path after a backslash', '/\\evil.example%C3%28?x=1', '/%5Cevil.example%25C3%2528?x=1'],
  ])('%s: the address stays on this site', async (_name, url, location) => {
    const answer = await rawGet(url);
    expect(answer).toMatch(/^HTTP\/1\.1 302 /);
    const sent = /^location: (.*)$/im.exec(answer)?.[1]?.trim();
    expect(sent).toBe(location);
    expect(new URL(String(sent), 'https://reayah.dz/').host).toBe('reayah.dz');
  });

  it('a HEAD of such a page is sent on too', async () => {
    const res = await get('/Search?q=%00', 'HEAD');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/Search');
  });

  it("a NUL in a page's path: the app's page (it shows its not-found page), not an error body", async () => {
    const res = await get('/Search%00');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it("a page's path that is not UTF-8: the app's page (it shows its not-found page), not an error body", async () => {
    const res = await get('/Search%C3%28?q=%00');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/Search%25C3%2528?q=%00');
    const next = await get('/Search%25C3%2528?q=%00');
    expect(next.headers.location).toBe('/Search%25C3%2528');
    const page = await get('/Search%25C3%2528');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['/api/patient/1/folder/%C3%28/', 'path', 'is not valid UTF-8 text'],
    ['/api/doctor/search/list?search=a%00b', 'search', 'must not contain a NUL character'],
    ['/api/doctor/search/list?search=%C3%28', 'search', 'is not valid UTF-8 text'],
    ['/api//api/doctor/search/list?search=%00', 'search', 'must not contain a NUL character'],
    ['/api/patient/1/folder/%00/', 'path', 'must not contain a NUL character'],
  ])('the API keeps its 400 naming the field: %s', async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });
});
