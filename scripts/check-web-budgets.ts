import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, RTL_LANGUAGES } from '@reayah/contracts';
import { publicFiles } from '../apps/web/offline-files.ts';
import { PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFile } from '../apps/web/src/prerender/pages.ts';
import { HOME_JS_BUDGET_KB } from './lib/web-budgets.ts';

// Run by `npm run build`: fails with a message naming the broken budget when Home's first-load
// JavaScript is over budget, an English page would download French or Arabic text, a
// prerendered page is missing, or the service worker keeps a signed-in area's code or misses a
// file a visitor's app can load offline. Weighs the build's files through Vite's manifest.

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * What Home downloads before it is interactive: the script that starts the app after the
 * prerendered page's first paint, the entry, then its route and English catalog.
 */
const HOME_MODULES = [
  'src/prerender/start-app.ts',
  'index.html',
  'src/features/home/pages/home-page.tsx',
  'src/locales/en/home.json',
];

/** The files of these manifest entries and of everything they import statically. */
export function closure(manifest: Record<string, Chunk>, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no ${key}: update HOME_MODULES in ${import.meta.filename}`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const gzipKb = (dist: string, files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024;

/** What the service worker keeps against what a visitor's app can load (decision 0015). */
function checkOfflineFiles(dist: string, manifest: Record<string, Chunk>, problems: string[]): number {
  const kept = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const visitor = publicFiles(manifest);
  const areas = kept.filter((url) => /^assets\/.*\.(js|css)$/.test(url) && !visitor.has(url));
  if (areas.length) {
    problems.push(`The service worker keeps code of the signed-in areas: ${areas.slice(0, 5).join(', ')}.`);
  }
  const missing = [...visitor].filter((file) => !kept.includes(file));
  if (missing.length)
    problems.push(`The service worker misses files a visitor's app loads: ${missing.join(', ')}.`);
  return gzipKb(dist, kept);
}

export function checkWebBudgets(dist: string): { problems: string[]; homeKb: number; offlineKb: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const problems: string[] = [];
  const home = closure(manifest, HOME_MODULES);
  const homeKb = gzipKb(dist, home);
  if (homeKb > HOME_JS_BUDGET_KB) {
    problems.push(
      `Home's first-load JavaScript is ${homeKb.toFixed(1)} KB gzip, over its ${HOME_JS_BUDGET_KB} KB budget ` +
        `(${home.join(', ')}): load what the first paint does not need later.`,
    );
  }
  const foreign = home.filter((f) => /\/i18n-(fr|ar)-/.test(f));
  if (foreign.length) problems.push(`An English visit to Home would download ${foreign.join(', ')}.`);

  for (const lang of LANGUAGES) {
    const pages = [
      ...PRERENDERED_PATHS.map((path) => ({ path, file: prerenderedFile(path) })),
      ...PRERENDERED_SHELLS,
    ];
    for (const { path, file: name } of pages) {
      const file = join(dist, 'prerendered', lang, name);
      const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const dir = RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
      if (!html.includes(`<html lang="${lang}" dir="${dir}">`) || html.includes('<div id="root"></div>')) {
        problems.push(`The prerendered page ${path} in ${lang} is missing or empty (${file}).`);
      } else if (lang === 'en' && /\/i18n-(fr|ar)-/.test(html)) {
        problems.push(`The English page ${path} refers to a French or Arabic catalog.`);
      }
    }
  }
  const offlineKb = checkOfflineFiles(dist, manifest, problems);
  return { problems, homeKb, offlineKb };
}

if (import.meta.main) {
  const dist = resolve(process.argv[2] ?? 'apps/web/dist');
  const { problems, homeKb, offlineKb } = checkWebBudgets(dist);
  if (problems.length) {
    process.stderr.write(`Web budgets missed:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Web budgets met: Home's JavaScript ${homeKb.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB), ` +
      `no French or Arabic on English pages, ${LANGUAGES.length * (PRERENDERED_PATHS.length + PRERENDERED_SHELLS.length)} prerendered pages, ` +
      `${offlineKb.toFixed(0)} KB gzip kept for offline use, no signed-in area's code among it\n`,
  );
}
