import type {} from '../../apps/api/src/types.d.ts';
import pino from 'pino';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createDirectory } from '../../apps/api/src/modules/doctor-directory/directory.ts';
import { findWilaya } from '../../packages/contracts/src/index.ts';
import { nameSearches, specialtySearches } from './long-tail.ts';

// The directory index alone, on a database seeded by `kept-database.ts`: its memory, how long it
// takes to load, and the time of one search of each kind of the long tail, without HTTP:
//   BENCH_DATABASE_URL=… npx node --expose-gc scripts/bench/directory-index.ts
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const database = await openDatabase({ url, dataDir: null });
const before = heap();
const directory = createDirectory({ db: database.db, listen: database.listen, log: pino({ level: 'warn' }) });
const started = performance.now();
await directory.start();
await directory.search('', 0, 20, { verifiedOnly: false, wilaya: null, now: new Date() });
const loadMs = performance.now() - started;
const after = heap();
process.stdout.write(
  `${directory.size.toLocaleString('en')} doctors loaded in ${loadMs.toFixed(0)} ms; heap ${before.toFixed(0)} → ${after.toFixed(0)} MB (${(after - before).toFixed(1)} MB)\n`,
);
for (const [kind, stream] of [
  ['names as typed', nameSearches(11)],
  ['specialty and wilaya as typed', specialtySearches(12)],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const params = new URL(stream.next(), 'http://x').searchParams;
    const page = Number(params.get('page') ?? 1);
    const t = performance.now();
    await directory.search(params.get('search') ?? '', (page - 1) * 20, 20, {
      verifiedOnly: false,
      wilaya: params.get('wilaya') ? (findWilaya(params.get('wilaya') ?? '')?.name ?? null) : null,
      now: new Date(),
    });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const at = (p: number) => times[Math.floor(p * (times.length - 1))]?.toFixed(3);
  process.stdout.write(
    `${kind}: mean ${(mean * 1000).toFixed(0)} µs, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms\n`,
  );
}
await directory.stop();
await database.close();
