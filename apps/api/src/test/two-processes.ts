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

/**
 * Two API processes on one PostgreSQL database, each with its own data folder, and a client for
 * an operator's SQL. They start one after the other: the first migrates the new database (two
 * migrating it at once can collide on the schema's creation).
 */
export async function startTwoServers(
  databaseUrl: string,
  name: string,
  cleanups: (() => unknown)[],
  env: Record<string, string> = {},
): Promise<{ a: ServerProcess & { url: string }; b: ServerProcess & { url: string }; client: pg.Client }> {
  const servers: (ServerProcess & { url: string })[] = [];
  for (const which of ['a', 'b']) {
    const dir = mkdtempSync(join(tmpdir(), `reayah-${name}-${which}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      DEMO_DATA: 'false',
      ...env,
    });
    cleanups.push(() => server.stop('SIGKILL'));
    servers.push(server);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const [a, b] = servers as [ServerProcess & { url: string }, ServerProcess & { url: string }];
  return { a, b, client };
}
