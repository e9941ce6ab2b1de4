import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The module shape of decision 0047, checked on the files: what the README's module map promises.
const here = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.split('/').includes('test'),
);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const importsOf = (path: string) =>
  [...readFileSync(join(here, path), 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? '');

it('keeps Fastify out of services, repositories and jobs', () => {
  const rules = files.filter((path) => ['service.ts', 'repository.ts', 'jobs.ts'].includes(basename(path)));
  expect(rules.length).toBeGreaterThan(20);
  const offenders = rules.filter((path) => importsOf(path).some((spec) => spec === 'fastify'));
  expect(offenders).toEqual([]);
});

it('lets only the route files that mount them import a routes.ts', () => {
  const offenders = files.flatMap((path) =>
    importsOf(path)
      .filter((spec) => spec.endsWith('/routes.ts'))
      .filter(() => !['routes.ts', 'index.ts'].includes(basename(path)))
      .map((spec) => `${path} imports ${spec}`),
  );
  expect(offenders).toEqual([]);
});

it("imports another module's routes.ts only in modules/index.ts, which mounts them all", () => {
  const moduleOf = (path: string) => path.split('/')[0];
  const target = (path: string, spec: string) =>
    spec.startsWith('#api/modules/')
      ? spec.slice('#api/modules/'.length)
      : resolve(dirname(join(here, path)), spec).slice(here.length);
  const offenders = files.flatMap((path) =>
    importsOf(path)
      .filter((spec) => spec.endsWith('/routes.ts') && (spec.startsWith('.') || spec.startsWith('#api/')))
      .map((spec) => target(path, spec))
      .filter((routes) => path !== 'index.ts' && moduleOf(routes) !== moduleOf(path))
      .map((routes) => `${path} imports ${routes}`),
  );
  expect(offenders).toEqual([]);
});
