import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Language } from '@reayah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../scripts/lib/web-build.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// The public pages come as HTML in the visitor's language (decision 0014): the lang cookie, else
// Accept-Language, else English; every other page gets the app's empty index.

const WEB = resolve(import.meta.dirname, '../../../web');
const PAGES = [
  { url: '/', ns: 'home', key: ['hero', 'title'] },
  { url: '/about', ns: 'about', key: ['title'] },
  { url: '/Login/', ns: 'auth', key: ['login', 'title'] },
] as const;
const LANGS: { lang: Language; dir: string; accept: string }[] = [
  { lang: 'en', dir: 'ltr', accept: 'en-GB,en;q=0.9' },
  { lang: 'fr', dir: 'ltr', accept: 'fr-DZ,fr;q=0.9,en;q=0.5' },
  { lang: 'ar', dir: 'rtl', accept: 'ar-DZ,ar;q=0.9' },
];

function catalogText(lang: Language, ns: string, key: readonly string[]): string {
  let node: unknown = JSON.parse(readFileSync(resolve(WEB, `src/locales/${lang}/${ns}.json`), 'utf8'));
  for (const part of key) node = (node as Record<string, unknown>)[part];
  return String(node);
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const heading = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

let ctx: TestContext;
beforeAll(async () => {
  await ensureWebBuild();
  ctx = await createTestContext({ webDist: resolve(WEB, 'dist') });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('prerendered public pages', () => {
  for (const { lang, dir, accept } of LANGS) {
    for (const page of PAGES) {
      const expected = catalogText(lang, page.ns, page.key);
      it(`${page.url} in ${lang}, by the lang cookie and by Accept-Language`, async () => {
        const choices: Record<string, string>[] = [
          { cookie: `lang=${lang}`, 'accept-language': 'de' },
          { 'accept-language': accept },
        ];
        for (const headers of choices) {
          const res = await get(page.url, headers);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
          expect(heading(res.body)).toBe(expected);
          expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
          expect(res.headers['cache-control']).toBe('no-cache');
          // A page, not data: the full policy for scripts and the camera (security-headers.ts).
          expect(res.headers['content-security-policy']).toContain("script-src 'self'");
          expect(res.headers['permissions-policy']).toContain('camera=(self)');
        }
      });
    }
  }

  it("a page's footer is in its HTML: on a phone it stands on a short page's first screen", async () => {
    const res = await get('/Login', { 'accept-language': 'fr' });
    expect(res.body).toContain(`<footer`);
    expect(decode(res.body)).toContain(decode(catalogText('fr', 'common', ['footer', 'tagline'])));
  });

  it('the lang cookie wins over Accept-Language, and an unknown language gets English', async () => {
    const byCookie = await get('/about', { cookie: 'lang=ar', 'accept-language': 'fr' });
    expect(heading(byCookie.body)).toBe(catalogText('ar', 'about', ['title']));
    const unknown = await get('/about', { cookie: 'lang=xx', 'accept-language': 'de-DE' });
    expect(heading(unknown.body)).toBe(catalogText('en', 'about', ['title']));
  });

  it('pages that are not prerendered, or carry a query, get the app index to render', async () => {
    const others = ['/Patients/1', '/login?restored=true', '/Doctors?wilaya=16'];
    // Addresses of the shells' pages that render otherwise: no words, more than the words, a
    // doctor's page that is not a number, the confirmation under it.
    // Words of invisible marks only are no words: the page invites a description, quoting nothing.
    const shellLike = [
      '/Search',
      '/Search?q=%20',
      '/Search?q=%E2%80%8B%E2%80%8F%C2%AD',
      '/Search?q=fever&x=1',
      '/Book-a-doctor/abc',
    ];
    for (const url of [...others, ...shellLike, '/Book-a-doctor/1/Booked/2']) {
      const res = await get(url, { 'accept-language': 'fr' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

const featureText = (lang: Language, feature: string, key: string) =>
  String(
    (
      JSON.parse(
        readFileSync(resolve(WEB, `src/features/${feature}/locales/${lang}.json`), 'utf8'),
      ) as Record<string, unknown>
    )[key],
  );

describe('prerendered shells of pages of the API data (decision 0049)', () => {
  it('the search results page says the searched words at once, escaped, in the visitor language', async () => {
    const words = '<b>cœur</b> & "poumon"';
    for (const { lang, accept } of LANGS) {
      const res = await get(`/Search?q=${encodeURIComponent(` ${words} `)}`, { 'accept-language': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('__slot_');
      expect(res.body).not.toContain('<b>cœur');
      // The heading's text as a browser reads it: the words between the language's quotation marks.
      const h1 = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.body)?.[1] ?? '')
        .replace(/<\/?bdi>/g, '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
      expect(h1).toBe(featureText(lang, 'search', 'quoted').replace('{{q}}', words));
      expect(res.body).toContain(featureText(lang, 'search', 'searchingFor'));
      expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('a doctor page and the directory paint their frame and headings before the first answer', async () => {
    const doctor = await get('/book-a-doctor/12', { 'accept-language': 'fr' });
    expect(doctor.statusCode).toBe(200);
    expect(doctor.body).toContain(`<html lang="fr" dir="ltr">`);
    expect(doctor.body).toContain(featureText('fr', 'booking', 'heading'));
    expect(doctor.body).not.toContain('__slot_');
    // The doctor and the free slots are fetched with the page, as the app will ask for them.
    expect(doctor.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/doctor/search/12/">',
    );
    const directory = await get('/Doctors', { 'accept-language': 'ar' });
    expect(heading(directory.body)).toBe(featureText('ar', 'doctors', 'title'));
    expect(directory.body).toContain(featureText('ar', 'doctors', 'intro'));
    // The directory's first page, at the address its query asks for (no empty words).
    expect(directory.body).toContain('href="/api/doctor/search/list"');
  });

  it('a shell is sent compressed, as the prerendered files are', async () => {
    const res = await get('/Search?q=fever', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('fever');
    expect(res.rawPayload.length).toBeLessThan(brotliDecompressSync(res.rawPayload).length / 3);
  });
});
