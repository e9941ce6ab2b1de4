import { runApiBench } from './bench/api.ts';
import { runWebBench } from './bench/web.ts';
import { startServer } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm run bench`: every speed and size target, measured. Exits non-zero when one is missed.

const results: { name: string; ok: boolean }[] = [];

const { runTriageBench } = await import('../packages/triage/bench/run.ts');
results.push({ name: 'triage accuracy and latency', ok: (await runTriageBench()).ok });

await ensureWebBuild();
const server = await startServer(Number(process.env.BENCH_PORT ?? 3200));
try {
  results.push(...(await runWebBench(server.url)));
  results.push(...(await runApiBench(server.url)));
} finally {
  await server.stop();
}

process.stdout.write('\nTargets:\n');
for (const r of results) process.stdout.write(`  ${r.ok ? 'met   ' : 'MISSED'}  ${r.name}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
