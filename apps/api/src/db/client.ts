import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPgListener, type Listen } from './listener.ts';
import * as schema from './schema/index.ts';
import { FLEET_LOCKS } from './locks.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The driver underneath, for libraries that bring their own statements (the job queue). */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  driver: Driver;
  /** The server URL, on PostgreSQL. */
  url?: string;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` once its transaction commits, from any process,
   * and `onConnection` when notifications may have been missed and when they flow again.
   */
  listen: Listen;
  /**
   * Runs `task` unless another process of the fleet is running one under the same `lock` (any
   * number, the same in every process); answers whether it ran. Alone on PGlite, it always runs.
   */
  alone(lock: number, task: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** `Database.alone` on PostgreSQL: a session advisory lock held on a connection of its own. */
async function aloneOnPostgres(url: string, lock: number, task: () => Promise<void>): Promise<boolean> {
  // Not a pool connection: a long task would keep it from requests all along.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [lock]);
    if (!rows[0]?.got) return false;
    await task();
    return true;
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Runs `task` once no other process of the fleet runs one under the same `lock` (any number, the
 * same in every process), waiting its turn: each task starts after the one before it ended, and sees
 * all it committed. On PostgreSQL the lock is a session advisory lock held on a pool connection of
 * its own while the task runs on others. Alone on PGlite, it just runs.
 */
export async function inTurn<T>(driver: Driver, lock: number, task: () => Promise<T>): Promise<T> {
  if (driver.kind === 'pglite') return task();
  const client = await driver.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    return await task();
  } finally {
    const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [lock]).then(
      () => true,
      () => false,
    );
    // A connection that could not unlock is closed, which ends its session and so its lock.
    client.release(!unlocked);
  }
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (persisted in `dataDir`, or in memory when `dataDir` is null), and applies migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A server restart or a terminated backend errors idle clients; the pool replaces them, and
    // without a listener the error would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema });
    const driver: Driver = { kind: 'postgres', pool };
    await inTurn(driver, FLEET_LOCKS.migrations, () => migratePg(db, { migrationsFolder }));
    const listener = createPgListener(options.url, options.onIdleError);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver,
      url: options.url,
      listen: listener.listen,
      alone: (lock, task) => aloneOnPostgres(url, lock, task),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // The embedded database is loaded only when it is the one in use.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  // pg_trgm (the doctor search's index) ships with PGlite as an extension loaded here.
  const extensions = { pg_trgm };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    // PGlite delivers NOTIFY to listeners of the same instance: the in-process fan-out.
    listen: async (channel, onPayload, onConnection) => {
      const unlisten = await client.listen(channel, onPayload);
      onConnection?.(true);
      return unlisten;
    },
    alone: async (_lock, task) => {
      await task();
      return true;
    },
    close: () => client.close(),
  };
}
