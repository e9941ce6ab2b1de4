import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, cyclesOf } from './check-imports.ts';

let root = '';

function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

const MODULES = 'apps/api/src/modules';

describe('check-imports', () => {
  it('finds nothing to fix in this repository', () => {
    expect(checkImports()).toEqual([]);
  });

  it('names two modules that import each other, with a file making each import', () => {
    const dir = repo({
      [`${MODULES}/booking/service.ts`]: "import { after } from '#api/modules/life/hooks.ts';\n",
      [`${MODULES}/life/hooks.ts`]: 'export const after = 1;\n',
      [`${MODULES}/life/service.ts`]: "import { claim } from '../booking/repository.ts';\n",
      [`${MODULES}/booking/repository.ts`]: 'export const claim = 1;\n',
    });
    // No file imports itself back: only the modules make a cycle.
    expect(checkImports(dir)).toEqual([
      `module cycle: booking -> life (${MODULES}/booking/service.ts), life -> booking (${MODULES}/life/service.ts)`,
    ]);
  });

  it('names a cycle through three modules', () => {
    const dir = repo({
      [`${MODULES}/a/one.ts`]: "import '#api/modules/b/two.ts';\n",
      [`${MODULES}/b/two.ts`]: "import { x } from '#api/modules/c/three.ts';\nexport const y = x;\n",
      [`${MODULES}/c/three.ts`]: "export const x = 1;\nexport { z } from '../a/four.ts';\n",
      [`${MODULES}/a/four.ts`]: 'export const z = 1;\n',
    });
    expect(checkImports(dir)).toEqual([
      `module cycle: a -> b (${MODULES}/a/one.ts), b -> c (${MODULES}/b/two.ts), c -> a (${MODULES}/c/three.ts)`,
    ]);
  });

  it('leaves out type-only imports, tests and test helpers, and imports into lib', () => {
    const dir = repo({
      [`${MODULES}/a/service.ts`]:
        "import { shared } from '#api/lib/shared.ts';\nimport '#api/modules/b/service.ts';\n",
      [`${MODULES}/b/service.ts`]: "import type { A } from '#api/modules/a/types.ts';\nexport type B = A;\n",
      [`${MODULES}/a/types.ts`]: 'export type A = number;\n',
      [`${MODULES}/b/b.int.test.ts`]: "import '#api/modules/a/service.ts';\n",
      [`${MODULES}/b/test/support.ts`]: "import '#api/modules/a/types.ts';\n",
      'apps/api/src/lib/shared.ts': 'export const shared = 1;\n',
    });
    expect(checkImports(dir)).toEqual([]);
  });
});

describe('cyclesOf', () => {
  it('finds every elementary cycle once, from its smallest name', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(cyclesOf(edges)).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('finds none in a graph with one direction', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b', 'c'])],
          ['b', new Set(['c'])],
        ]),
      ),
    ).toEqual([]);
  });
});
