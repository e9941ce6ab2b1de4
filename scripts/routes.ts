import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { isRoute, type RouteSpec, type RouteTable, routes } from '@reayah/contracts/routes';

// Writes packages/contracts/src/routes/addresses.ts from the route table: each route's method and
// path, with its types, for the web app, which must not load the schemas. `--check` fails when the
// file is out of date (run by `npm run lint`).

const FILE = 'packages/contracts/src/routes/addresses.ts';

function entries(table: RouteTable, at: string[], indent: string): string[] {
  return Object.entries(table).flatMap(([name, entry]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
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

export async function addressesSource(): Promise<string> {
  const text = [
    '// Written by `npm run routes` from the route table (index.ts): do not edit.',
    "import type { Address } from './define.ts';",
    "import type { routes } from './index.ts';",
    '',
    'type Table = typeof routes;',
    '',
    'export const addresses = {',
    ...entries(routes, [], '  '),
    '} as const;',
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(FILE)), filepath: FILE });
}

if (import.meta.main) {
  const wanted = await addressesSource();
  let current = '';
  try {
    current = readFileSync(FILE, 'utf8');
  } catch {
    // written below
  }
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      process.stdout.write(`${FILE} is out of date: run npm run routes\n`);
      process.exit(1);
    }
    process.stdout.write('Routes: the web addresses match the route table\n');
  } else if (current !== wanted) {
    writeFileSync(FILE, wanted);
    process.stdout.write(`wrote ${FILE}\n`);
  }
}
