import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCpuMeter } from './cpu.ts';
import { load } from './load.ts';
import { pacedLoad } from './paced-load.ts';
import { nameSearches, type QueryStream, specialtySearches, symptomMessages } from './long-tail.ts';
import { BENCH_JWT_SECRET, startBenchApi, startProcess, stopWithRun } from './process.ts';
import { asVisitor, buildScenarios, type Scenario } from './scenarios.ts';

// Two builds of the API on one seeded database, loaded in turn beside the bare route, so that
// the machine's load (shared with other work) weighs on both alike:
//   BENCH_DATABASE_URL=… npx node scripts/bench/compare.ts --before /path/to/old/checkout [--paced 500|targets]
// The database must serve both builds (their indexes both present). Public cache off.
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    // 3 × 5 s per build: 30 s of each call, about 20,000 distinct queries at 750 req/s.
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    calls: { type: 'string' },
    /**
     * Then each build at this many requests a second, evenly spaced, for `seconds`: its p99.
     * `targets`: each call at the rate its target names (searches 500/s, one-row reads 1,000/s).
     */
    paced: { type: 'string' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url || !values.before) throw new Error('BENCH_DATABASE_URL and --before are required');
const databasePid = Number(process.env.BENCH_DATABASE_PID) || null;
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(values.seconds);
/** The long tail is measured when a call draws at least this many distinct queries. */
const DISTINCT_WANTED = 20_000;
const bare = await startProcess('scripts/bench/bare-server.ts', port, {}, '/');
const before = await startBenchApi(url, port + 1, values.before);
const after = await startBenchApi(url, port + 2);
stopWithRun(after, before, bare);
const searchAs = (path: string) => ({ path, headers: asVisitor() });
const symptomsAs = (input: string) => ({
  path: '/api/base/recommendation_doctor/backup/v0/',
  headers: { 'content-type': 'application/json', ...asVisitor() },
  body: JSON.stringify({ input }),
});
type Call = {
  name: string;
  scenario: Pick<Scenario, 'method' | 'next'>;
  distinct?: () => number;
  /** The rate at which its p99 target is set. */
  targetRate: number;
};
const distinctNote = (call: Call): string => {
  if (!call.distinct) return '';
  const drawn = call.distinct();
  const few =
    drawn < DISTINCT_WANTED
      ? ` (fewer than ${DISTINCT_WANTED.toLocaleString('en')}: run longer, --seconds)`
      : '';
  return `; ${drawn.toLocaleString('en')} distinct queries${few}`;
};
const streamed = (
  name: string,
  stream: QueryStream,
  request: (typed: string) => ReturnType<Scenario['next']>,
  method?: 'POST',
): Call => ({
  name,
  scenario: { method, next: () => request(stream.next()) },
  distinct: stream.distinct,
  targetRate: 500,
});
const wanted = (name: string) => !values.calls || values.calls.split(',').some((w) => name.includes(w));
const calls: Call[] = [
  streamed('names as typed', nameSearches(11), searchAs),
  streamed('specialty and wilaya as typed', specialtySearches(12), searchAs),
  streamed('symptom recommendation', symptomMessages(13), symptomsAs, 'POST'),
].filter((c) => wanted(c.name));
// Signed-in one-row reads (who am I, the patient's profile), as the benchmark's patients ask them.
const oneRow = ['who am I', 'patient profile'];
if (values.calls && oneRow.some(wanted)) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const scenarios = await buildScenarios((sql, params) => pool.query(sql, params), BENCH_JWT_SECRET);
  await pool.end();
  for (const s of scenarios)
    if (s.kind === 'one-row' && oneRow.some((n) => s.name.startsWith(n)) && wanted(s.name))
      calls.push({ name: s.name, scenario: s, targetRate: 1000 });
}
try {
  for (const call of calls) {
    const { scenario } = call;
    // A first answer, then a second of load, so that no round measures code not yet optimised.
    for (const server of [before, after]) {
      const first = scenario.next();
      await (
        await fetch(`${server.url}${first.path}`, {
          method: scenario.method ?? 'GET',
          headers: first.headers,
          body: first.body ?? null,
        })
      ).arrayBuffer();
      await load(server.url, scenario, { seconds: 1, connections: 2 });
    }
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
      `${call.name}: bare ${(bareTotal / n).toFixed(0)} req/s; ${line('before')}; ${line('after')}${distinctNote(call)}\n`,
    );
    if (values.paced) {
      const rate = values.paced === 'targets' ? call.targetRate : Number(values.paced);
      for (const [label, server] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const r = await pacedLoad(server.url, scenario, { rate, seconds });
        process.stdout.write(
          `  ${call.name}, ${label} at ${rate}/s: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.failed} not 2xx, load average ${loadavg()[0]?.toFixed(1)}\n`,
        );
      }
    }
  }
} finally {
  await after.stop();
  await before.stop();
  await bare.stop();
}
process.exit(0);
