import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import pg from 'pg';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';
import { createTokenSigner } from '../../apps/api/src/lib/auth/tokens.ts';
import { startTempPostgres } from '../lib/postgres.ts';
import { startProcess } from './process.ts';
import { seedBench, sizeAt } from './seed.ts';

// `npx node scripts/bench/streams.ts [streams] [seconds]`: one API process holds this many open
// event streams (5,000 by default), each a different signed-in patient, on loopback, for long
// enough to see every stream's heartbeat (25 s); prints the process's memory per stream.
const streams = Number(process.argv[2] ?? 5000);
const holdSeconds = Number(process.argv[3] ?? 32);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const port = Number(process.env.BENCH_PORT ?? 3200);
const log = (line: string) => process.stdout.write(`${line}\n`);

const database = await startTempPostgres();
const env = {
  DATABASE_URL: database.url,
  // Its own folder: the server makes its data folder and all inside it private.
  DATA_DIR: mkdtempSync(join(tmpdir(), 'reayah-bench-')),
  DEMO_DATA: 'false',
  JWT_SECRET,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};
try {
  await (await startProcess('apps/api/src/server.js', port, env, '/api/health', API_NODE_ARGS)).stop();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  await seedBench((sql, params) => pool.query(sql, params), { ...sizeAt(0.05), patients: streams }, log);
  const patients = (
    await pool.query('SELECT id, user_id FROM patients ORDER BY id LIMIT $1', [streams])
  ).rows.map((r: { id: number; user_id: number }) => r);
  await pool.end();
  const signer = createTokenSigner(JWT_SECRET, () => new Date());
  const tokens = await Promise.all(
    patients.map((p) =>
      signer.signAccess({ userId: p.user_id, patientId: p.id, doctorId: null }, randomUUID()),
    ),
  );

  const api = await startProcess('apps/api/src/server.js', port, env, '/api/health', API_NODE_ARGS);
  try {
    // Every stream a request of the load generator's own making: no pooling agent.
    await new Promise((r) => setTimeout(r, 2000));
    const restMb = api.rssMb();
    let opened = 0;
    let failed = 0;
    const heartbeats = new Map<number, number>();
    const sockets: { destroy(): void }[] = [];
    const open = (i: number) =>
      new Promise<void>((resolve) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/events',
            headers: { authorization: `Bearer ${tokens[i]}` },
            agent: false,
          },
          (res) => {
            if (res.statusCode !== 200) failed++;
            else opened++;
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              if (chunk.includes(': ping')) heartbeats.set(i, (heartbeats.get(i) ?? 0) + 1);
            });
            resolve();
          },
        );
        req.on('error', () => {
          failed++;
          resolve();
        });
        req.end();
        sockets.push(req);
      });
    const started = performance.now();
    for (let i = 0; i < streams; i += 100)
      await Promise.all(Array.from({ length: Math.min(100, streams - i) }, (_, k) => open(i + k)));
    const openSeconds = (performance.now() - started) / 1000;
    const openMb = api.rssMb();
    log(
      `  ${opened} streams open in ${openSeconds.toFixed(1)} s (${failed} refused); RSS ${restMb.toFixed(0)} → ${openMb.toFixed(0)} MB`,
    );
    let peakMb = openMb;
    const until = Date.now() + holdSeconds * 1000;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1000));
      peakMb = Math.max(peakMb, api.rssMb());
    }
    const health = performance.now();
    await (await fetch(`${api.url}/api/health`)).arrayBuffer();
    const healthMs = performance.now() - health;
    log(
      `  after ${holdSeconds} s: ${heartbeats.size} streams had their heartbeat; RSS peak ${peakMb.toFixed(0)} MB; a health check beside them ${healthMs.toFixed(0)} ms`,
    );
    log(`  memory per open stream: ${(((peakMb - restMb) * 1024) / Math.max(1, opened)).toFixed(1)} KB`);
    for (const s of sockets) s.destroy();
  } finally {
    await api.stop();
  }
} finally {
  database.stop();
}
process.exit(0);
