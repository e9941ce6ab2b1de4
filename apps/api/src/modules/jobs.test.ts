import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MODULE_JOBS } from './jobs.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

it("defines every module's jobs.ts at boot", async () => {
  const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('/jobs.ts') && !path.startsWith('test/'),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const exported = Object.values((await import(join(here, file))) as Record<string, unknown>);
    const listed = exported.filter((value) => MODULE_JOBS.includes(value as never));
    expect(listed, `${file} is not listed in modules/jobs.ts`).not.toHaveLength(0);
  }
});
