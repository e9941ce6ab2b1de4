import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';
import { load } from './load.ts';

export interface BenchProcess {
  url: string;
  pid: number;
  /** From spawn to the first answer of its readiness route, in ms. */
  startupMs: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** Sends a signal without waiting (kill -9 in the cluster test). */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Spawns a Node script (after `nodeArgs`) and waits (polling every 10 ms) until `readyPath` answers 200. */
export async function startProcess(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`${script} exited before answering`);
    if (Date.now() > deadline) throw new Error(`${script} did not answer on ${url}${readyPath}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    startupMs,
    rssMb: () => rssOf(child.pid ?? 0),
    kill: (signal) => void child.kill(signal),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The secret a benchmarked API signs its tokens with, for scenarios signed in as seeded users. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * An API build started for a benchmark on the database at `databaseUrl`: its own data folder, no
 * demo data, the public answers' cache off, each visitor's address read from X-Forwarded-For (see
 * scenarios.ts). `checkout` is another build's folder (this one by default). Ready once its
 * directory's index is read (the first search waits for it) and a second of searches warmed its code.
 */
export async function startBenchApi(
  databaseUrl: string,
  port: number,
  checkout = '.',
): Promise<BenchProcess> {
  const env = {
    DATABASE_URL: databaseUrl,
    // Its own folder: the server makes its data folder and all inside it private.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reayah-bench-')),
    DEMO_DATA: 'false',
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_CACHE_SECONDS: '0',
    // Visitors' addresses arrive in X-Forwarded-For, each counted on its own (see scenarios.ts).
    TRUST_PROXY: '1',
  };
  const server = await startProcess(
    resolve(checkout, 'apps/api/src/server.js'),
    port,
    env,
    '/api/health',
    API_NODE_ARGS,
  );
  await load(
    server.url,
    { next: () => ({ path: '/api/doctor/search/list?search=' }) },
    { seconds: 1, connections: 2 },
  );
  return server;
}

/** A run stopped from outside (a time bound, Ctrl-C) stops these processes too, then ends. */
export function stopWithRun(...processes: BenchProcess[]): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void Promise.allSettled(processes.map((p) => p.stop())).then(() => process.exit(1));
    });
}
