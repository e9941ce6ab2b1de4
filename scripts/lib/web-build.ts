import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compressDir } from '../compress.ts';
import { run } from './run.ts';

const WEB = 'apps/web';
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'public'),
  'packages/contracts/src',
  'scripts/prerender.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the web app when its build is missing or older than its sources. */
export async function ensureWebBuild(force = false): Promise<void> {
  const index = join(WEB, 'dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (!force && built > sources) {
    const assets = join(WEB, 'dist', 'assets');
    if (!readdirSync(assets).some((name) => name.endsWith('.br'))) compressDir(join(WEB, 'dist'));
    return;
  }
  process.stdout.write('Building the web app...\n');
  // Always the production build: a caller running under Vitest has NODE_ENV=test, which would
  // build React's development version (and miss the size budget).
  const code = await run('npm', ['run', 'build', '--silent'], { NODE_ENV: 'production' });
  if (code !== 0) throw new Error('The web app build failed.');
}
