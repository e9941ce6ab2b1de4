import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { isRoute, type RouteSpec, type RouteTable, routes } from '@reayah/contracts/routes';

// Writes packages/contracts/src/routes/addresses/ from the route table: each route's method and
// path, with its types, for the web app, which must not load the schemas. One file per module and
// an index re-exporting them: a bundler places each file in the chunks of the pages that call its
// module, so a page calling one route no longer downloads every route's address. `--check` fails
// when the folder is out of date (run by `npm run lint`).

export const FOLDER = 'packages/contracts/src/routes/addresses';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const HEADER = '// Written by `npm run routes` from the route table (../index.ts): do not edit.';

function entries(table: RouteTable, at: string[], indent: string): string[] {
  return Object.entries(table).flatMap(([name, entry]) => {
    const key = IDENTIFIER.test(name) ? name : JSON.stringify(name);
    if (!isRoute(entry)) {
      return [`${indent}${key}: {`, ...entries(entry, [...at, name], `${indent}  `), `${indent}},`];
    }
    const spec: RouteSpec = entry;
    const type = `Table${[...at, name].map((n) => `[${JSON.stringify(n)}]`).join('')}`;
    return [
      `${indent}${key}: { method: '${spec.method}', path: ${JSON.stringify(spec.path)} } as Address<${type}>,`,
    ];
  });
}

/** `doctorDirectory` is written to doctor-directory.ts, as its table is. */
const fileOf = (module: string) => `${module.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

/** Each file of the folder by name, with its text. */
export async function addressesFiles(table: RouteTable = routes): Promise<Map<string, string>> {
  const options = await resolveConfig(join(FOLDER, 'index.ts'));
  const files = new Map<string, string>();
  const index = [HEADER];
  for (const [name, entry] of Object.entries(table)) {
    if (isRoute(entry) || !IDENTIFIER.test(name)) {
      throw new Error(`routes.${name}: the table's top level holds modules named as identifiers`);
    }
    const file = fileOf(name);
    index.push(`export { ${name} } from './${file}';`);
    const text = [
      HEADER,
      "import type { Address } from '../define.ts';",
      "import type { routes } from '../index.ts';",
      '',
      'type Table = typeof routes;',
      '',
      `export const ${name} = {`,
      ...entries(entry, [name], '  '),
      '} as const;',
      '',
    ].join('\n');
    files.set(file, await format(text, { ...options, filepath: join(FOLDER, file) }));
  }
  files.set(
    'index.ts',
    await format(`${index.join('\n')}\n`, { ...options, filepath: join(FOLDER, 'index.ts') }),
  );
  return files;
}

function currentFiles(): Map<string, string> {
  let names: string[] = [];
  try {
    names = readdirSync(FOLDER);
  } catch {
    // written below
  }
  return new Map(names.map((name) => [name, readFileSync(join(FOLDER, name), 'utf8')]));
}

if (import.meta.main) {
  const wanted = await addressesFiles();
  const current = currentFiles();
  const stale = [...new Set([...wanted.keys(), ...current.keys()])]
    .filter((name) => wanted.get(name) !== current.get(name))
    .sort();
  if (process.argv.includes('--check')) {
    if (stale.length) {
      process.stdout.write(`${FOLDER} is out of date (${stale.join(', ')}): run npm run routes\n`);
      process.exit(1);
    }
    process.stdout.write('Routes: the web addresses match the route table\n');
  } else if (stale.length) {
    mkdirSync(FOLDER, { recursive: true });
    for (const name of stale) {
      const text = wanted.get(name);
      if (text === undefined) rmSync(join(FOLDER, name));
      else writeFileSync(join(FOLDER, name), text);
    }
    process.stdout.write(`wrote ${FOLDER} (${stale.join(', ')})\n`);
  }
}
