import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryResultRow } from 'pg';
import type { DbOrTx } from './client.ts';

/**
 * A statement built once per database handle and prepared on the server under `name`: the reads
 * made on nearly every request (the caller's account, a doctor's card) skip building their SQL in
 * JavaScript and PostgreSQL's parsing and planning. Values go in as placeholders
 * (`sql.placeholder('id')`) and are given to `execute`.
 */
export function prepared<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byHandle = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * Runs `query` as a statement prepared on PostgreSQL under a name made from its text, so that
 * each connection parses and plans it once and keeps its plan: for statements whose text varies
 * only in a few shapes and whose best plan does not depend on the values (PostgreSQL chooses,
 * after five runs, between planning each run and one plan kept for all, by the plans' costs).
 * On the embedded database, and inside a transaction, it runs as any statement.
 */
export async function executeNamed<T>(db: DbOrTx, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    // Both drivers answer raw SQL with its rows under `rows`.
    const result: unknown = await db.execute(query);
    return result as { rows: T[] };
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
  return client.query<T & QueryResultRow>({ name, text, values: params });
}
