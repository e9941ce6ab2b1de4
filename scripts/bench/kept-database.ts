import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedReferenceData } from '../../apps/api/src/db/seed/index.ts';
import { startTempPostgres } from '../lib/postgres.ts';
import pg from 'pg';
import { seedBench, sizeAt } from './seed.ts';

// A PostgreSQL server seeded as `npm run bench` seeds it, kept until this process is stopped, to
// measure one build several times or two builds side by side without seeding each time:
//   npx node scripts/bench/kept-database.ts [scale]   (prints BENCH_DATABASE_URL and _PID)
const scale = Number(process.argv[2] ?? 1);
const server = await startTempPostgres();
const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
try {
  const migrated = await openDatabase({ url: server.url, dataDir: null });
  await seedReferenceData({ db: migrated.db });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  await seedBench(
    (sql, params) => pool.query(sql, params),
    sizeAt(scale),
    (l) => process.stdout.write(`${l}\n`),
  );
  await pool.query('VACUUM (ANALYZE)');
  await pool.end();
} catch (error) {
  server.stop();
  throw error;
}
process.stdout.write(`BENCH_DATABASE_URL=${server.url} BENCH_DATABASE_PID=${server.pid}\n`);
setInterval(() => {}, 1 << 30);
