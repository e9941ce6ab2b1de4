import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, LANGUAGES } from '@reayah/contracts';
import { run } from './lib/run.ts';

// Writes the public pages as HTML in every language (decision 0014): a server build of
// apps/web/src/prerender/entry-server.tsx renders each page into the built index.html.

const WEB = resolve('apps/web');
const DIST = join(WEB, 'dist');
// Inside node_modules, so the server build finds react and react-router where it runs.
const SSR_OUT = join(WEB, 'node_modules/.cache/prerender');

/** What apps/web/src/prerender/entry-server.tsx exports. */
interface Page {
  html: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  title: string;
  description: string;
}
interface Entry {
  PRERENDERED_PATHS: readonly string[];
  prerenderedFile(path: string): string;
  renderPage(path: string, lang: Language): Promise<Page>;
}

function fill(template: string, page: Page, fonts: string): string {
  const replaced = template
    .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${page.title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${page.description}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
    // The page reads without its scripts: on a slow link the stylesheet and fonts go first.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace('</head>', `${page.lang === 'ar' ? '' : fonts}</head>`);
  if (!replaced.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div>');
  return replaced;
}

/** The body and heading weights of the Latin font: wanted by the first paint, found only after the stylesheet. */
function fontPreloads(): string {
  return readdirSync(join(DIST, 'assets'))
    .filter((name) => /^poppins-latin-(400|600)-normal-[\w-]+\.woff2$/.test(name))
    .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`)
    .join('');
}

export async function prerender(): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  const code = await run(
    'npx',
    ['vite', 'build', '--ssr', 'src/prerender/entry-server.tsx', '--outDir', SSR_OUT, '--logLevel', 'warn'],
    {},
    WEB,
  );
  if (code !== 0) throw new Error('The server build of the public pages failed.');
  const entry = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href)) as Entry;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const fonts = fontPreloads();
  rmSync(join(DIST, 'prerendered'), { recursive: true, force: true });
  let files = 0;
  for (const lang of LANGUAGES) {
    mkdirSync(join(DIST, 'prerendered', lang), { recursive: true });
    for (const path of entry.PRERENDERED_PATHS) {
      const page = await entry.renderPage(path, lang);
      writeFileSync(
        join(DIST, 'prerendered', lang, entry.prerenderedFile(path)),
        fill(template, page, fonts),
      );
      files += 1;
    }
  }
  return files;
}

if (import.meta.main) {
  const files = await prerender();
  process.stdout.write(`Prerendered ${files} pages in ${join(DIST, 'prerendered')}\n`);
}
