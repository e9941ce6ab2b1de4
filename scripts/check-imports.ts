import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Import rules no linter here checks cheaply (type-only imports aside): no import cycles between
// files; no cycles between the API's modules (the first folder under apps/api/src/modules/), so
// that they form a graph with one direction, what two modules share living in lib/ or in the
// lower one; and web features never import from one another (app -> features -> shared).

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

function resolveImport(root: string, from: string, spec: string): string | null {
  const subpath = Object.keys(SUBPATHS).find((prefix) => spec.startsWith(prefix));
  const base = subpath
    ? resolve(root, SUBPATHS[subpath] ?? '', spec.slice(subpath.length))
    : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importsOf(root: string, file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[2]) continue;
    const spec = m[3] ?? m[4];
    const target = spec ? resolveImport(root, file, spec) : null;
    if (target) out.push(target);
  }
  return out;
}

function featureOf(root: string, file: string): string | null {
  return relative(root, file).match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1] ?? null;
}

// The web calls the API through the generated addresses; the table itself carries the schemas,
// which the web loads only where a form needs them.
const TABLE_AT_RUN_TIME = /(?:^|\n)\s*import\s+(?!type\b)[^'"]*?from\s+['"]@reayah\/contracts\/routes['"]/;

function isWebSource(root: string, file: string): boolean {
  return /^apps\/web\/src\/.*(?<!\.test)\.tsx?$/.test(relative(root, file));
}

/**
 * The API module a file belongs to, or null. Tests and test helpers (a `test/` folder) are left
 * out: they may reach into other modules to set up what they test without tying the modules.
 */
function moduleOf(root: string, file: string): string | null {
  const path = relative(root, file);
  if (/\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path)) return null;
  return path.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1] ?? null;
}

/** Every elementary cycle of a directed graph, each starting at its smallest name, in name order. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const names = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to])])].sort();
  const cycles: string[][] = [];
  for (const start of names) {
    // Only cycles whose smallest name is `start`: each cycle is found once.
    const path = [start];
    const walkFrom = (node: string) => {
      for (const next of [...(edges.get(node) ?? [])].sort()) {
        if (next === start) cycles.push([...path]);
        else if (next > start && !path.includes(next)) {
          path.push(next);
          walkFrom(next);
          path.pop();
        }
      }
    };
    walkFrom(start);
  }
  return cycles;
}

/** The module graph: for each pair of modules, the first file (by name) making the import. */
function moduleEdges(root: string, graph: Map<string, string[]>) {
  const edges = new Map<string, Set<string>>();
  const via = new Map<string, string>();
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const from = moduleOf(root, file);
    if (!from) continue;
    for (const t of targets) {
      const to = relative(root, t).match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
      if (!via.has(`${from} ${to}`)) via.set(`${from} ${to}`, relative(root, file));
    }
  }
  return { edges, via };
}

export function checkImports(root = process.cwd()): string[] {
  const files = ROOTS.flatMap((r) => walk(resolve(root, r)));
  const graph = new Map(files.map((f) => [f, importsOf(root, f)]));
  const problems: string[] = [];
  for (const file of files) {
    if (isWebSource(root, file) && TABLE_AT_RUN_TIME.test(readFileSync(file, 'utf8'))) {
      problems.push(`${relative(root, file)} loads the route table: import from @reayah/contracts/addresses`);
    }
  }
  for (const [file, targets] of graph) {
    const own = featureOf(root, file);
    for (const t of targets) {
      const other = featureOf(root, t);
      if (own && other && own !== other) {
        problems.push(`${relative(root, file)} imports from feature '${other}'`);
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
        const cycle = stack.slice(stack.indexOf(t)).map((f) => relative(root, f));
        problems.push(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
      } else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  const modules = moduleEdges(root, graph);
  for (const cycle of cyclesOf(modules.edges)) {
    const steps = cycle.map((m, i) => {
      const next = cycle[(i + 1) % cycle.length] ?? m;
      return `${m} -> ${next} (${modules.via.get(`${m} ${next}`) ?? '?'})`;
    });
    problems.push(`module cycle: ${steps.join(', ')}`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkImports();
  for (const p of problems) process.stdout.write(`${p}\n`);
  process.stdout.write(
    problems.length
      ? `${problems.length} import problems\n`
      : 'Imports: no cycles between files or modules, no cross-feature imports\n',
  );
  process.exit(problems.length ? 1 : 0);
}
