import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

  it('the lang cookie wins over Accept-Language, and an unknown language gets English', async () => {
    const byCookie = await get('/about', { cookie: 'lang=ar', 'accept-language': 'fr' });
    expect(heading(byCookie.body)).toBe(catalogText('ar', 'about', ['title']));
    const unknown = await get('/about', { cookie: 'lang=xx', 'accept-language': 'de-DE' });
    expect(heading(unknown.body)).toBe(catalogText('en', 'about', ['title']));
  });

  it('pages that are not prerendered, or carry a query, get the app index to render', async () => {
    for (const url of ['/Patients/1', '/Search?q=fever', '/login?restored=true']) {
      const res = await get(url, { 'accept-language': 'fr' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
