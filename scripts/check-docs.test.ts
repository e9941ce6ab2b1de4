import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs } from './check-docs.ts';

let root = '';

function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'check-docs-'));
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

describe('check-docs', () => {
  it('finds nothing to fix in this repository', () => {
    expect(checkDocs()).toEqual([]);
  });

  it('names a Markdown link to a missing file, and accepts the others', () => {
    const dir = repo({
      'docs/a.md': [
        '[b](b.md) [b section](b.md#rules) [self](#top) [site](https://example.org/x.md)',
        '[gone](decisions/0099-gone.md)',
        '[label]: ../README.md',
        '```',
        '[in a code block](nowhere.md)',
        '```',
        '`[inline code](nowhere.md)`',
      ].join('\n'),
      'docs/b.md': '# B',
      'README.md': '[up to docs](docs/a.md) [missing](docs/c.md)',
    });
    expect(checkDocs(dir)).toEqual([
      'README.md: link to a missing file: docs/c.md',
      'docs/a.md: link to a missing file: decisions/0099-gone.md',
    ]);
  });

  it('names a path in backticks that is not in the repository', () => {
    const dir = repo({
      'apps/api/src/lib/url.ts': 'export {};\n',
      'docs/a.md':
        'See `apps/api/src/lib/url.ts`, `url.ts`, `apps/api/src/lib/{url,gone}.ts`, ' +
        '`apps/api/src/lib/gone.ts` and `gone.tsx`.',
    });
    expect(checkDocs(dir)).toEqual([
      'docs/a.md: names a path that is not in the repository: apps/api/src/lib/gone.ts',
      'docs/a.md: names a path that is not in the repository: gone.tsx',
    ]);
  });

  it('names a file that cites a document kept outside the repository', () => {
    const dir = repo({
      'apps/web/src/home.tsx': '/** SPEC §2 Home. */\nexport const SPECIALTIES = [];\n',
      'scripts/layout.ts': '// web features never import one another (DESIGN: app -> features)\n',
      'docs/a.md': 'The product follows its own rules.\n',
    });
    expect(checkDocs(dir)).toEqual([
      'apps/web/src/home.tsx:1: cites SPEC, a document outside the repository',
      'scripts/layout.ts:1: cites DESIGN, a document outside the repository',
    ]);
  });
});
