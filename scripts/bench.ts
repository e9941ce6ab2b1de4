import { parseArgs } from 'node:util';
import { runApiBench } from './bench/api.ts';
import { section, targets, writeSection } from './bench/report.ts';
import { runWebBench } from './bench/web.ts';
import { startServer } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm run bench`: the API on PostgreSQL at national size (100,000 doctors) and on the embedded
// database at 1,000 doctors, the web app's budgets, and the triage engine. Exits non-zero when a
// target is missed. `--quick` is a short slice (1,000 doctors, 1 s per call, no web or triage).
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string' },
    quick: { type: 'boolean', default: false },
    label: { type: 'string' },
    note: { type: 'string', default: '' },
    only: { type: 'string' },
    calls: { type: 'string' },
  },
});
const quick = values.quick;
const scale = quick ? 0.01 : Number(values.scale);
const seconds = Number(values.seconds ?? (quick ? 1 : 5));
const port = Number(process.env.BENCH_PORT ?? 3200);
const log = (line: string) => process.stdout.write(`${line}\n`);
const only = values.only?.split(',');
const want = (part: string) => !only || only.includes(part);
const calls = values.calls?.split(',');

const results: { name: string; ok: boolean }[] = [];
const reports = [];
if (want('postgres'))
  reports.push(await runApiBench({ database: 'postgres', scale, seconds, port, log, calls }));
if (want('pglite'))
  reports.push(
    await runApiBench({ database: 'pglite', scale: Math.min(scale, 0.01), seconds, port, log, calls }),
  );
for (const r of reports) results.push(...targets(r));
if (values.label && reports.length) writeSection(values.label, section(values.label, reports, values.note));

if (!quick && want('triage')) {
  const { runTriageBench } = await import('../packages/triage/bench/run.ts');
  results.push({ name: 'triage accuracy and latency', ok: (await runTriageBench()).ok });
}
if (!quick && want('web')) {
  await ensureWebBuild();
  const server = await startServer(port + 2);
  try {
    results.push(...(await runWebBench(server.url)));
  } finally {
    await server.stop();
  }
}

process.stdout.write('\nTargets:\n');
for (const r of results) process.stdout.write(`  ${r.ok ? 'met   ' : 'MISSED'}  ${r.name}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
