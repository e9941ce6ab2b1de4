import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedReferenceData } from '../../apps/api/src/db/seed/index.ts';
import { startTempPostgres } from '../lib/postgres.ts';
import { seedBench, sizeAt } from './seed.ts';

// A seeded PostgreSQL left running for EXPLAIN: `node scripts/bench/play.ts 0.2`; Ctrl-C stops it.
const server = await startTempPostgres();
const database = await openDatabase({ url: server.url, dataDir: null });
await seedReferenceData({ db: database.db });
await database.close();
const pool = new pg.Pool({ connectionString: server.url, max: 1 });
await seedBench(
  (sql, params) => pool.query(sql, params),
  sizeAt(Number(process.argv[2] ?? 0.2)),
  (l) => process.stdout.write(`${l}\n`),
);
await pool.end();
process.stdout.write(`ready: ${server.url}\n`);
const stop = () => {
  server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
setInterval(() => undefined, 60_000);
