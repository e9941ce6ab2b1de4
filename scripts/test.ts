import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { startTempPostgres } from './lib/postgres.ts';
import {
  addTally,
  emptyTally,
  playwrightTally,
  type Tally,
  vitestFailures,
  vitestTally,
} from './lib/results.ts';
import { heading, run } from './lib/run.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm test`: lint, typecheck, unit and component tests, API integration on PGlite and on
// PostgreSQL 15, then end-to-end in headless Chromium. Ends with one `N passed, N failed` line.

const OUT = '.tmp';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
let total: Tally = emptyTally();
const failures: string[] = [];
const check = (name: string, code: number) => {
  total = addTally(
    total,
    code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
  );
  if (code !== 0) {
    process.stdout.write(`\n${name} failed.\n`);
    failures.push(`${name} failed`);
  }
};
const vitest = async (label: string, file: string, projects: string[], env: NodeJS.ProcessEnv = {}) => {
  heading(label);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  await run('npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  total = addTally(total, vitestTally(file));
  failures.push(...vitestFailures(file).map((f) => `${label}: ${f}`));
};

heading('Lint');
check('Lint', await run('npm', ['run', '--silent', 'lint']));
heading('Typecheck');
check('Typecheck', await run('npm', ['run', '--silent', 'typecheck']));

await vitest('Unit, component and API integration tests (PGlite)', `${OUT}/vitest.json`, [
  'unit',
  'web',
  'int',
]);

heading('API integration tests on PostgreSQL 15');
try {
  const pg = await startTempPostgres();
  try {
    await vitest('API integration tests (PostgreSQL)', `${OUT}/vitest-pg.json`, ['int'], {
      TEST_DATABASE_URL: pg.url,
    });
  } finally {
    pg.stop();
  }
} catch (error) {
  process.stdout.write(`Could not run PostgreSQL: ${(error as Error).message}\n`);
  total = addTally(total, { passed: 0, failed: 1, skipped: 0 });
}

heading('End-to-end tests in headless Chromium');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stdout.write('Chromium is missing; installing it from Debian...\n');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
}
try {
  await ensureWebBuild(true);
  await run('npx', ['playwright', 'test'], { E2E_JSON_REPORT: `${OUT}/e2e.json` });
  total = addTally(total, playwrightTally(`${OUT}/e2e.json`));
} catch (error) {
  process.stdout.write(`${(error as Error).message}\n`);
  total = addTally(total, { passed: 0, failed: 1, skipped: 0 });
}

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(total.failed === 0 ? 0 : 1);
