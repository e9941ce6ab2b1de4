import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';
import { startTempPostgres } from '../lib/postgres.ts';
import { load, type LoadResult } from './load.ts';
import { pacedLoad } from './paced-load.ts';
import { type BenchProcess, startProcess } from './process.ts';
import { asVisitor, buildScenarios, type Scenario } from './scenarios.ts';
import { type CpuPerRequest, startCpuMeter } from './cpu.ts';
import { type Exec, seedBench, type SeedSize, sizeAt } from './seed.ts';

export interface Row extends LoadResult {
  name: string;
  kind: Scenario['kind'] | 'bare' | 'ceiling' | 'cached';
  ratio: number;
  /** p99 at the target's fixed rate, when the kind has one. */
  atRate?: { rate: number; p99: number; failed: number };
  /** Processor time per request at full speed. */
  cpu: CpuPerRequest;
}

export interface ApiReport {
  database: 'PostgreSQL' | 'embedded (PGlite)';
  size: SeedSize;
  seedSeconds: number;
  coldStartMs: number;
  /** The slowest answer to health checks sent one after another through the first second. */
  firstSecondWorstMs: number;
  rssRestMb: number;
  rssLoadMb: number;
  rows: Row[];
}

export interface ApiBenchOptions {
  database: 'postgres' | 'pglite';
  /** Only the calls whose name contains one of these (all when absent). */
  calls?: string[];
  scale: number;
  seconds: number;
  port: number;
  log: (line: string) => void;
}

const API = 'apps/api/src/server.js';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const FIXED_RATE: Partial<Record<Row['kind'], number>> = { search: 500, 'one-row': 1000 };

function apiEnv(dataDir: string, url: string | undefined): NodeJS.ProcessEnv {
  return {
    // The headline runs without the public answers' cache; the calls it serves run again with it.
    PUBLIC_CACHE_SECONDS: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    DEMO_DATA: 'false',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    LOGIN_LIMIT_PER_IP: '100000000',
    HOST: '127.0.0.1',
    // Visitors' addresses arrive in X-Forwarded-For (see scenarios.ts).
    TRUST_PROXY: '1',
  };
}

interface DatabaseHandle {
  env: NodeJS.ProcessEnv;
  /** The database server's process, when it runs apart from the API. */
  pid: number | null;
  /** A connection for the seed; the embedded database must be released before the API starts. */
  open(): Promise<Exec>;
  release(): Promise<void>;
}

async function withDatabase<T>(
  options: ApiBenchOptions,
  body: (db: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reayah-bench-'));
  try {
    if (options.database === 'postgres') {
      // BENCH_DATABASE_URL: a database this benchmark seeded before, kept to measure again.
      const kept = process.env.BENCH_DATABASE_URL;
      const server = kept
        ? { url: kept, pid: Number(process.env.BENCH_DATABASE_PID) || 0, stop: () => {} }
        : await startTempPostgres();
      const pool = new pg.Pool({ connectionString: server.url, max: 2 });
      const exec: Exec = (sql, params) => pool.query(sql, params);
      try {
        const release = async () => {};
        return await body({
          env: apiEnv(dataDir, server.url),
          pid: server.pid || null,
          open: async () => exec,
          release,
        });
      } finally {
        await pool.end();
        server.stop();
      }
    }
    // The embedded database admits one process at a time.
    let client: PGlite | null = null;
    const release = async () => {
      await client?.close();
      client = null;
    };
    const open = async (): Promise<Exec> => {
      await release();
      // The search index's extension, as the server loads it.
      const c = new PGlite(join(dataDir, 'db'), { extensions: { pg_trgm } });
      client = c;
      return async (sql, params) => await c.query(sql, params);
    };
    try {
      return await body({ env: apiEnv(dataDir, undefined), pid: null, open, release });
    } finally {
      await release();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the first visitors after a start wait: the slowest of requests sent one after another over
 * `ms` (the symptom engine and the start-up sweep run then, beside requests).
 */
async function slowestAnswer(url: string, ms: number): Promise<number> {
  let worst = 0;
  for (const end = performance.now() + ms; performance.now() < end;) {
    const sent = performance.now();
    await (await fetch(url)).arrayBuffer();
    worst = Math.max(worst, performance.now() - sent);
  }
  return worst;
}

/** Seeds, starts the API cold, and loads every scenario and the bare route in the same run. */
export async function runApiBench(options: ApiBenchOptions): Promise<ApiReport> {
  const { log } = options;
  const size = sizeAt(options.scale);
  const database = options.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)';
  log(`\nAPI on ${database}: seeding ${size.doctors.toLocaleString('en')} doctors...`);
  return withDatabase(options, async (db) => {
    // A first start migrates and writes the reference data; the seed goes in while it is stopped.
    await (await startProcess(API, options.port, db.env, '/api/health', API_NODE_ARGS)).stop();
    const exec = await db.open();
    const seedStarted = performance.now();
    if (process.env.BENCH_DATABASE_URL && options.database === 'postgres')
      await exec('VACUUM (ANALYZE) doctors');
    else await seedBench(exec, size, log);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const scenarios = (await buildScenarios(exec, JWT_SECRET)).filter(
      (s) => !options.calls || options.calls.some((c) => s.name.includes(c)),
    );
    const userIds = (await exec('SELECT id FROM users ORDER BY id LIMIT 500')).rows.map((r) => Number(r.id));
    await db.release();

    const api = await startProcess(API, options.port, db.env, '/api/health', API_NODE_ARGS);
    const bare = await startProcess(
      'scripts/bench/bare-server.ts',
      options.port + 1,
      { DATABASE_URL: db.env.DATABASE_URL },
      '/',
    );
    const firstSecondWorstMs = await slowestAnswer(`${api.url}/api/health`, 1000);
    // The embedded database admits one process: there the cache is measured on PostgreSQL only.
    const cached =
      options.database === 'postgres' && scenarios.some((s) => s.cacheable)
        ? await startProcess(
            API,
            options.port + 2,
            { ...db.env, PUBLIC_CACHE_SECONDS: '5' },
            '/api/health',
            API_NODE_ARGS,
          )
        : null;
    log(
      `  cold start ${api.startupMs.toFixed(0)} ms, slowest answer in the first second ${firstSecondWorstMs.toFixed(0)} ms`,
    );
    // Each API reads its directory's doctors once it listens, and a search waits for that read:
    // nothing is measured before it is over, or the bare route would share the machine with it.
    for (const server of [api, cached])
      if (server)
        await (
          await fetch(`${server.url}/api/doctor/search/list?search=`, { headers: asVisitor() })
        ).arrayBuffer();
    try {
      const rssRestMb = api.rssMb();
      let rssLoadMb = rssRestMb;
      const sampler = setInterval(() => (rssLoadMb = Math.max(rssLoadMb, api.rssMb())), 200);
      const rows = await loadAll(options, { api, bare, cached, databasePid: db.pid }, scenarios, userIds);
      clearInterval(sampler);
      const coldStartMs = api.startupMs;
      return { database, size, seedSeconds, coldStartMs, firstSecondWorstMs, rssRestMb, rssLoadMb, rows };
    } finally {
      await cached?.stop();
      await bare.stop();
      await api.stop();
    }
  });
}

interface Processes {
  api: BenchProcess;
  /** The API with the public answers' cache on (PostgreSQL only). */
  cached: BenchProcess | null;
  bare: BenchProcess;
  databasePid: number | null;
}

async function loadAll(
  options: ApiBenchOptions,
  { api, bare, cached, databasePid }: Processes,
  scenarios: Scenario[],
  userIds: number[],
): Promise<Row[]> {
  const { log, seconds } = options;
  const connections = 10;
  const warm = async (url: string, s: Pick<Scenario, 'method' | 'next'>) =>
    load(url, s, { seconds: 1, connections: 2 });
  /** At full speed, with where the processor time went (the bare route reads no database). */
  const measured = async (
    server: BenchProcess,
    s: Pick<Scenario, 'method' | 'next' | 'distinct'>,
    database: number | null,
  ) => {
    const meter = startCpuMeter(server.pid, database);
    // A long tail is measured three times as long, to draw some 20,000 distinct queries.
    const result = await load(server.url, s, { seconds: s.distinct ? 3 * seconds : seconds, connections });
    return { ...result, cpu: meter.perRequest(result.requests) };
  };
  const bareScenario = { next: () => ({ path: '/' }) };
  await warm(bare.url, bareScenario);
  const bareResult = await measured(bare, bareScenario, null);
  const rows: Row[] = [{ name: 'bare Fastify route', kind: 'bare', ...bareResult, ratio: 1 }];
  log(line(rows[0] as Row));
  // The embedded database admits one process: the one-row ceiling is measured on PostgreSQL only.
  if (options.database === 'postgres') {
    const rowScenario = {
      next: () => ({ path: `/row/${userIds[Math.floor(Math.random() * userIds.length)]}` }),
    };
    await warm(bare.url, rowScenario);
    const result = await measured(bare, rowScenario, databasePid);
    const rate = FIXED_RATE['one-row'] ?? 0;
    const fixed = await pacedLoad(bare.url, rowScenario, { rate, seconds });
    rows.push({
      name: 'bare route, one row by key',
      kind: 'ceiling',
      ...result,
      ratio: result.rps / bareResult.rps,
      atRate: { rate, p99: fixed.p99, failed: fixed.failed },
    });
    log(line(rows[1] as Row));
  }
  const runs = scenarios.flatMap((scenario) => [
    { scenario, server: api, name: scenario.name, kind: scenario.kind },
    ...(cached && scenario.cacheable
      ? [{ scenario, server: cached, name: `${scenario.name}, cache on`, kind: 'cached' as const }]
      : []),
  ]);
  for (const { scenario, server, name, kind } of runs) {
    await warm(server.url, scenario);
    const result = await measured(server, scenario, databasePid);
    const row: Row = { name, kind, ...result, ratio: result.rps / bareResult.rps };
    const rate = FIXED_RATE[scenario.kind];
    if (rate) {
      const fixed = await pacedLoad(server.url, scenario, { rate, seconds });
      row.atRate = { rate, p99: fixed.p99, failed: fixed.failed };
    }
    rows.push(row);
    log(line(row));
  }
  for (const s of scenarios)
    if (s.distinct) log(`  ${s.name}: ${s.distinct().toLocaleString('en')} distinct requests drawn`);
  return rows;
}

function line(r: Row): string {
  const atRate = r.atRate ? `; at ${r.atRate.rate}/s p99 ${r.atRate.p99} ms` : '';
  const failed = r.failed ? ` (${r.failed} not 2xx)` : '';
  const { server, database, loadGenerator } = r.cpu;
  const cpu = `; CPU µs/req server ${server.toFixed(0)}, database ${database?.toFixed(0) ?? '–'}, load ${loadGenerator.toFixed(0)}`;
  return `  ${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${(r.ratio * 100).toFixed(1)}% of bare${atRate}${cpu}${failed}`;
}
