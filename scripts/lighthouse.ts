import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm run lighthouse`: Lighthouse's mobile profile (slow 4G, CPU x4) on the public pages, three
// runs each, the median against the targets; exits non-zero when one is missed.

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/About' },
  { name: 'FAQ', path: '/FAQ' },
  { name: 'login', path: '/Login', maxTbtMs: 100 },
  // The pages a visitor opens from a search: results, the directory, a doctor's page and slots.
  { name: 'search', path: '/Search?q=cardiologue' },
  { name: 'doctors', path: '/Doctors' },
  { name: 'doctor', path: '/Book-a-doctor/1' },
];
const MIN_SCORE = 0.98;
const MAX_LCP_MS = 1200;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string' } },
});
const runs = Number(values.runs);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

/** A fresh browser per run, so no run starts with a warm cache or a compiled script. */
async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'reayah-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 600);
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('Chromium did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    return await use(port);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(profile, { recursive: true, force: true });
  }
}

async function measure(url: string): Promise<Figures> {
  return withChromium(async (port) => {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: categories.performance?.score ?? 0,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(baseUrl: string): Promise<boolean> {
  let ok = true;
  process.stdout.write(`Lighthouse mobile, median of ${runs} runs\n`);
  for (const page of PAGES) {
    const figures: Figures[] = [];
    for (let i = 0; i < runs; i += 1) figures.push(await measure(`${baseUrl}${page.path}`));
    const score = median(figures.map((f) => f.score));
    const lcpMs = median(figures.map((f) => f.lcpMs));
    const tbtMs = median(figures.map((f) => f.tbtMs));
    const missed = [
      score < MIN_SCORE && `performance below ${MIN_SCORE}`,
      lcpMs > MAX_LCP_MS && `LCP above ${MAX_LCP_MS} ms`,
      page.maxTbtMs !== undefined && tbtMs >= page.maxTbtMs && `TBT not under ${page.maxTbtMs} ms`,
    ].filter(Boolean);
    ok &&= missed.length === 0;
    process.stdout.write(
      `  ${missed.length ? 'MISSED' : 'met   '}  ${page.name.padEnd(6)} performance ${score.toFixed(2)}` +
        `  LCP ${Math.round(lcpMs)} ms  TBT ${Math.round(tbtMs)} ms${missed.length ? `  (${missed.join(', ')})` : ''}\n`,
    );
  }
  return ok;
}

if (values.url) {
  process.exit((await main(values.url)) ? 0 : 1);
} else {
  await ensureWebBuild();
  const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3250));
  const ok = await main(server.url).finally(() => server.stop());
  process.exit(ok ? 0 : 1);
}
