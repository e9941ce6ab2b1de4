import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

it("defines every module's jobs.ts at boot: modules/jobs.ts imports each", () => {
  const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith('/jobs.ts'),
  );
  expect(files.length).toBeGreaterThan(0);
  const list = readFileSync(join(here, 'jobs.ts'), 'utf8');
  const imported = [...list.matchAll(/from '(\.[^']+)'/g)].map((m) => resolve(here, m[1] ?? ''));
  for (const file of files) {
    expect(imported, `${file} is not imported by modules/jobs.ts`).toContain(join(here, file));
  }
});
