import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ServerProcess, startServer } from './server-process.ts';

/** How long `check` took to hold, polled every 50 ms, or -1 after `ms`. */
export async function within(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  return -1;
}

/** A server process of a test, with its address and its own data folder (its mail outbox is there). */
export type RunningServer = ServerProcess & { url: string; dataDir: string };

/**
 * `count` API processes on one PostgreSQL database, each with its own data folder, all started in
 * the same moment: on a new database they race to create its schemas, as a fleet deployed at once.
 */
export async function startServersTogether(
  databaseUrl: string,
  name: string,
  count: number,
  cleanups: (() => unknown)[],
  env: Record<string, string> = {},
): Promise<RunningServer[]> {
  const dataDirs = Array.from({ length: count }, (_, i) => {
    const dir = mkdtempSync(join(tmpdir(), `reayah-${name}-${i}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  const started = await Promise.allSettled(
    dataDirs.map(async (dataDir) => {
      const server = await startServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        ...env,
      });
      cleanups.push(() => server.stop('SIGKILL'));
      return { ...server, dataDir };
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return started.map((result) => (result as PromiseFulfilledResult<RunningServer>).value);
}

/** Two API processes on one PostgreSQL database, started together, and a client for an operator's SQL. */
export async function startTwoServers(
  databaseUrl: string,
  name: string,
  cleanups: (() => unknown)[],
  env: Record<string, string> = {},
): Promise<{ a: RunningServer; b: RunningServer; client: pg.Client }> {
  const [a, b] = (await startServersTogether(databaseUrl, name, 2, cleanups, env)) as [
    RunningServer,
    RunningServer,
  ];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  return { a, b, client };
}
