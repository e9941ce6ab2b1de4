import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@reayah/contracts';
import beastiesModule from 'beasties';
import { run } from './lib/run.ts';

// Writes the public pages as HTML in every language (decision 0014): a server build of
// apps/web/src/prerender/entry-server.tsx renders each page into the built index.html.

// beasties' types put its class under `default` (as for a CommonJS file); imported, it is the class.
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;
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
  PRERENDERED_SHELLS: readonly { path: string; file: string }[];
  prerenderedFile(path: string): string;
  preloadsOf(path: string): string[];
  renderPage(path: string, lang: Language): Promise<Page>;
}

interface ManifestChunk {
  file: string;
}

/**
 * The page's scripts and stylesheet wait for its first paint: the app's entry, its chunks and the
 * full stylesheet are fetched then by the small `start-app` entry (apps/web/src/prerender/start-app.ts),
 * the page carrying the CSS its markup needs inline (see `critical`). Without JavaScript
 * the stylesheet still loads (noscript).
 */
function fetchAfterPaint(template: string, manifest: Record<string, ManifestChunk>, lang: Language): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const starter = manifest['src/prerender/start-app.ts'];
  // French and Arabic pages fetch the table of their catalogs with the app, not after it.
  const catalogs = manifest['src/locales/loaders.ts'];
  if (!entry?.[1] || !starter || !catalogs)
    throw new Error('The web build has no app entry, no start-app entry or no catalogs table.');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const styles = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g)];
  let html = template.replace(entry[0], '');
  for (const tag of [...preloads, ...styles]) html = html.replace(tag[0], '');
  const urls = (tags: RegExpExecArray[]) => tags.map((t) => t[1]).join(' ');
  const preload = lang === DEFAULT_LANGUAGE ? urls(preloads) : `${urls(preloads)} /${catalogs.file}`;
  const noscript = styles.map((t) => `<link rel="stylesheet" href="${t[1]}">`).join('');
  return html.replace(
    '</body>',
    `<noscript>${noscript}</noscript><script type="module" crossorigin src="/${starter.file}" ` +
      `data-entry="${entry[1]}" data-preload="${preload}" data-styles="${urls(styles)}"></script></body>`,
  );
}

/**
 * The rules of the full stylesheet that the page's own markup uses, inlined (beasties: it matches
 * the stylesheet's selectors against the document). The markup is styled at its first paint with
 * no stylesheet to wait for. Its text shows in the fallback font first and takes the app's font
 * once the full stylesheet has come (the faces swap in): no font competes with the page itself.
 */
const SPACE_BETWEEN_CHILDREN = /^:where\(\.(space|divide)-[\w\\.-]+>:not\(:last-child\)\)$/;

function critical() {
  return new Beasties({
    path: DIST,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    fonts: false,
    logLevel: 'warn',
    // Tailwind's spacing between children (`:where(.space-y-4>:not(:last-child))`) is a selector
    // beasties cannot match once it strips the pseudo-classes: without these rules the page's
    // stacks painted tight and moved when the full stylesheet came (a layout shift of 0.05 on the
    // login page). The stylesheet holds only the ones the app uses, some 2 KB.
    allowRules: [SPACE_BETWEEN_CHILDREN],
  });
}

/**
 * The API's first answers of the page, fetched with the HTML (decision 0049), with the credentials
 * the app's own requests carry: a preload is used only by a request of the same mode.
 */
function preloading(html: string, urls: string[]): string {
  const links = urls.map(
    (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
  );
  return html.replace('</head>', `${links.join('')}</head>`);
}

function fill(template: string, page: Page): string {
  const replaced = template
    .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${page.title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${page.description}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!replaced.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div>');
  return replaced;
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
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const beasties = critical();
  rmSync(join(DIST, 'prerendered'), { recursive: true, force: true });
  let files = 0;
  for (const lang of LANGUAGES) {
    mkdirSync(join(DIST, 'prerendered', lang), { recursive: true });
    const pages = [
      ...entry.PRERENDERED_PATHS.map((path) => ({ path, file: entry.prerenderedFile(path) })),
      ...entry.PRERENDERED_SHELLS,
    ];
    for (const { path, file } of pages) {
      const page = await entry.renderPage(path, lang);
      writeFileSync(
        join(DIST, 'prerendered', lang, file),
        preloading(
          fetchAfterPaint(
            (await beasties.process(fill(template, page))).replace(' data-beasties-container', ''),
            manifest,
            lang,
          ),
          entry.preloadsOf(path),
        ),
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
