import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { route } from '@reayah/contracts/routes';
import { addressesFiles, FOLDER } from './routes.ts';

/**
 * The JavaScript each page downloads (its chunk and the chunks it imports), for pages each reading
 * one address, built and minified as the web's build does.
 */
async function pagesCalling(uses: Record<string, string>): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'addresses-'));
  try {
    const input: Record<string, string> = {};
    for (const [page, use] of Object.entries(uses)) {
      input[page] = join(dir, `${page}.ts`);
      writeFileSync(
        input[page],
        `import * as addresses from '${resolve(FOLDER, 'index.ts')}';\nexport const address = addresses.${use};\n`,
      );
    }
    const built = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, rolldownOptions: { input, preserveEntrySignatures: 'strict' } },
    });
    const result = (Array.isArray(built) ? built[0] : built) as Rolldown.RolldownOutput | undefined;
    const chunks = new Map(
      (result?.output ?? []).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
    );
    const download = (file: string): string => {
      const chunk = chunks.get(file);
      return chunk ? [chunk.code, ...chunk.imports.map(download)].join('\n') : '';
    };
    return Object.fromEntries(
      [...chunks.values()].flatMap((c) => (c.isEntry ? [[c.name, download(c.fileName)]] : [])),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the web addresses of the route table', () => {
  it('are up to date in the repository', async () => {
    for (const [name, text] of await addressesFiles()) {
      expect(readFileSync(join(FOLDER, name), 'utf8'), name).toBe(text);
    }
  });

  it('are written one file per module, each with its own routes only', async () => {
    const files = await addressesFiles({
      contact: { send: route({ method: 'POST', path: '/contact-us/', role: 'anyone' }) },
      doctorDirectory: {
        list: route({ method: 'GET', path: '/doctors', role: 'anyone' }),
        card: { one: route({ method: 'GET', path: '/doctors/:doctorId', role: 'anyone' }) },
      },
    });
    expect([...files.keys()].sort()).toEqual(['contact.ts', 'doctor-directory.ts', 'index.ts']);
    expect(files.get('contact.ts')).toContain("'/contact-us/'");
    expect(files.get('contact.ts')).not.toContain('/doctors');
    expect(files.get('doctor-directory.ts')).toContain("'/doctors/:doctorId'");
    expect(files.get('index.ts')).toContain("export { doctorDirectory } from './doctor-directory.ts';");
  });

  it('load for a page only the module it calls', async () => {
    const pages = await pagesCalling({ contact: 'contact.send', admin: 'admin.audit' });
    expect(pages.contact).toContain('/contact-us/');
    expect(pages.contact).not.toContain('/admin/audit');
    expect(pages.contact).not.toContain('/auth/token/refresh/');
    expect(pages.admin).toContain('/admin/audit');
    expect(pages.admin).not.toContain('/contact-us/');
  }, 30_000);
});
