import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';
import { startCpuMeter } from './cpu.ts';
import { load } from './load.ts';
import { nameSearches, specialtySearches, symptomMessages } from './long-tail.ts';
import { startProcess } from './process.ts';
import { asVisitor } from './scenarios.ts';

// Two builds of the API on one seeded database, loaded in turn beside the bare route, so that
// the machine's load (shared with other work) weighs on both alike:
//   BENCH_DATABASE_URL=… npx node scripts/bench/compare.ts --before /path/to/old/checkout
// The database must serve both builds (their indexes both present). Public cache off.
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    // 3 × 5 s per build: 30 s of each call, about 20,000 distinct queries at 750 req/s.
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    calls: { type: 'string' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url || !values.before) throw new Error('BENCH_DATABASE_URL and --before are required');
const databasePid = Number(process.env.BENCH_DATABASE_PID) || null;
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(values.seconds);
/** The long tail is measured when a call draws at least this many distinct queries. */
const DISTINCT_WANTED = 20_000;
const env = {
  DATABASE_URL: url,
  // Its own folder: the server makes its data folder and all inside it private.
  DATA_DIR: mkdtempSync(join(tmpdir(), 'reayah-bench-')),
  DEMO_DATA: 'false',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PUBLIC_CACHE_SECONDS: '0',
  // Visitors' addresses arrive in X-Forwarded-For, each counted on its own (see scenarios.ts).
  TRUST_PROXY: '1',
};
const bare = await startProcess('scripts/bench/bare-server.ts', port, {}, '/');
const before = await startProcess(
  resolve(values.before, 'apps/api/src/server.js'),
  port + 1,
  env,
  '/api/health',
  API_NODE_ARGS,
);
const after = await startProcess('apps/api/src/server.js', port + 2, env, '/api/health', API_NODE_ARGS);
// A run stopped from outside (a time bound) stops its servers too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([after.stop(), before.stop(), bare.stop()]).then(() => process.exit(1));
  });
// Each build reads its directory's index once it listens; the first search waits for it, and a
// second of load on each warms its code before anything is measured.
for (const server of [before, after])
  await load(
    server.url,
    { next: () => ({ path: '/api/doctor/search/list?search=' }) },
    { seconds: 1, connections: 2 },
  );
const searchAs = (path: string) => ({ path, headers: asVisitor() });
const symptomsAs = (input: string) => ({
  path: '/api/base/recommendation_doctor/backup/v0/',
  headers: { 'content-type': 'application/json', ...asVisitor() },
  body: JSON.stringify({ input }),
});
const calls = [
  { name: 'names as typed', stream: nameSearches(11), request: searchAs },
  { name: 'specialty and wilaya as typed', stream: specialtySearches(12), request: searchAs },
  {
    name: 'symptom recommendation',
    stream: symptomMessages(13),
    request: symptomsAs,
    method: 'POST' as const,
  },
].filter((c) => !values.calls || values.calls.split(',').some((w) => c.name.includes(w)));
try {
  for (const call of calls) {
    const scenario = { method: call.method, next: () => call.request(call.stream.next()) };
    let bareTotal = 0;
    const totals = { before: { rps: 0, server: 0, db: 0 }, after: { rps: 0, server: 0, db: 0 } };
    for (let round = 0; round < Number(values.rounds); round++) {
      const b = await load(bare.url, { next: () => ({ path: '/' }) }, { seconds, connections: 10 });
      bareTotal += b.rps;
      for (const [label, server] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const meter = startCpuMeter(server.pid, databasePid);
        const r = await load(server.url, scenario, { seconds, connections: 10 });
        const cpu = meter.perRequest(r.requests);
        totals[label].rps += r.rps;
        totals[label].server += cpu.server;
        totals[label].db += cpu.database ?? 0;
        process.stdout.write(
          `  ${call.name}, round ${round + 1}, ${label}: ${r.rps.toFixed(0)} req/s (bare ${b.rps.toFixed(0)}), p99 ${r.p99} ms, CPU µs/req server ${cpu.server.toFixed(0)} database ${cpu.database?.toFixed(0) ?? '–'}, ${r.failed} not 2xx\n`,
        );
      }
    }
    const n = Number(values.rounds);
    const line = (label: 'before' | 'after') =>
      `${label} ${(totals[label].rps / n).toFixed(0)} req/s, ${((100 * totals[label].rps) / bareTotal).toFixed(1)} % of bare, CPU µs/req ${(totals[label].server / n).toFixed(0)} + ${(totals[label].db / n).toFixed(0)}`;
    process.stdout.write(
      `${call.name}: bare ${(bareTotal / n).toFixed(0)} req/s; ${line('before')}; ${line('after')}; ${call.stream.distinct().toLocaleString('en')} distinct queries${call.stream.distinct() < DISTINCT_WANTED ? ` (fewer than ${DISTINCT_WANTED.toLocaleString('en')}: run longer, --seconds)` : ''}\n`,
    );
  }
} finally {
  await after.stop();
  await before.stop();
  await bare.stop();
}
process.exit(0);
