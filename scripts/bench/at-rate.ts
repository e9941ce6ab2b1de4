import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startCpuMeter } from './cpu.ts';
import { nameSearches, specialtySearches, symptomMessages } from './long-tail.ts';
import { pacedLoad } from './paced-load.ts';
import { startBenchApi, stopWithRun } from './process.ts';
import { asVisitor } from './scenarios.ts';

// One build of the API at a fixed rate (an open model: requests leave on time whatever the
// answers' pace), each call of the long tail in turn, once the directory's index is read:
//   BENCH_DATABASE_URL=… npx node scripts/bench/at-rate.ts [--rate 500] [--seconds 8]
// Prints each call's p50 and p99, the server's processor time per request and the machine's load
// average (the machine is shared: a p99 means little without it).
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '8' },
    calls: { type: 'string' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const port = Number(process.env.BENCH_PORT ?? 3200);
const server = await startBenchApi(url, port);
stopWithRun(server);
const searchAs = (path: string) => ({ path, headers: asVisitor() });
const calls = [
  { name: 'names as typed', stream: nameSearches(21), request: searchAs },
  { name: 'specialty and wilaya as typed', stream: specialtySearches(22), request: searchAs },
  {
    name: 'symptom recommendation',
    stream: symptomMessages(23),
    method: 'POST' as const,
    request: (input: string) => ({
      path: '/api/base/recommendation_doctor/backup/v0/',
      headers: { 'content-type': 'application/json', ...asVisitor() },
      body: JSON.stringify({ input }),
    }),
  },
].filter((c) => !values.calls || values.calls.split(',').some((w) => c.name.includes(w)));
const load1 = () => loadavg()[0]?.toFixed(1);
try {
  for (const call of calls) {
    const scenario = { method: call.method, next: () => call.request(call.stream.next()) };
    // Two seconds at the rate, not counted, so that the call's code is compiled.
    await pacedLoad(server.url, scenario, { rate, seconds: 2 });
    const before = load1();
    const meter = startCpuMeter(server.pid, null);
    const r = await pacedLoad(server.url, scenario, { rate, seconds });
    const cpu = meter.perRequest(Math.round(rate * seconds));
    process.stdout.write(
      `${call.name} at ${rate}/s for ${seconds} s: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.failed} failed; server CPU ${cpu.server.toFixed(0)} µs/req; load average ${before} → ${load1()}; ${call.stream.distinct().toLocaleString('en')} distinct\n`,
    );
  }
} finally {
  await server.stop();
}
process.exit(0);
