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
