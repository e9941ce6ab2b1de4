import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Two import rules no linter here checks cheaply: no import cycles between modules (type-only
// imports aside), and web features never import from one another (app -> features -> shared).

const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'packages/triage/src'];
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]((?:\.{1,2}|#api|#web)\/[^'"]+)['"]|import\(\s*['"]((?:\.{1,2}|#api|#web)\/[^'"]+)['"]\s*\)/g;

// The subpath imports of apps/api and apps/web (their package.json `imports`).
const SUBPATHS: Record<string, string> = { '#api/': 'apps/api/src/', '#web/': 'apps/web/src/' };

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const subpath = Object.keys(SUBPATHS).find((prefix) => spec.startsWith(prefix));
  const base = subpath
    ? resolve(SUBPATHS[subpath] ?? '', spec.slice(subpath.length))
    : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[2]) continue;
    const spec = m[3] ?? m[4];
    const target = spec ? resolveImport(file, spec) : null;
    if (target) out.push(target);
  }
  return out;
}

function featureOf(file: string): string | null {
  return relative(process.cwd(), file).match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1] ?? null;
}

// The web calls the API through the generated addresses; the table itself carries the schemas,
// which the web loads only where a form needs them.
const TABLE_AT_RUN_TIME = /(?:^|\n)\s*import\s+(?!type\b)[^'"]*?from\s+['"]@reayah\/contracts\/routes['"]/;

function isWebSource(file: string): boolean {
  return /^apps\/web\/src\/.*(?<!\.test)\.tsx?$/.test(relative(process.cwd(), file));
}

export function checkImports(): string[] {
  const files = ROOTS.flatMap((r) => walk(resolve(r)));
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const problems: string[] = [];
  for (const file of files) {
    if (isWebSource(file) && TABLE_AT_RUN_TIME.test(readFileSync(file, 'utf8'))) {
      problems.push(
        `${relative(process.cwd(), file)} loads the route table: import from @reayah/contracts/addresses`,
      );
    }
  }
  for (const [file, targets] of graph) {
    const own = featureOf(file);
    for (const t of targets) {
      const other = featureOf(t);
      if (own && other && own !== other) {
        problems.push(`${relative(process.cwd(), file)} imports from feature '${other}'`);
      }
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const t of graph.get(file) ?? []) {
      if (state.get(t) === 'open') {
        const cycle = stack.slice(stack.indexOf(t)).map((f) => relative(process.cwd(), f));
        problems.push(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
      } else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return problems;
}

if (import.meta.main) {
  const problems = checkImports();
  for (const p of problems) process.stdout.write(`${p}\n`);
  process.stdout.write(
    problems.length
      ? `${problems.length} import problems\n`
      : 'Imports: no cycles, no cross-feature imports\n',
  );
  process.exit(problems.length ? 1 : 0);
}
