import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). `icuLocale` gives
 * the PostgreSQL one a linguistic collation (PGlite has none: its text sorts in byte order).
 */
export async function openTestDatabase(options: { icuLocale?: string } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });
  const created = await createPostgresDatabase(serverUrl, options);
  const database = await openDatabase({ url: created.url, dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for a server process to use; with
 * `icuLocale` ('en-US'), text sorts in that language's order by default, as on many servers.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { icuLocale }: { icuLocale?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reayah_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const locale = icuLocale
    ? ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE ${admin.escapeLiteral(icuLocale)}`
    : '';
  await admin.query(`CREATE DATABASE ${name}${locale}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
