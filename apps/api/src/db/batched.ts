import DataLoader from 'dataloader';
import type { DbOrTx } from './client.ts';

/** More ids than this in one turn go out as several statements. */
const MAX_IDS_PER_STATEMENT = 256;

/**
 * A read of one row by its id, for the rows read on many requests (the caller's account, a
 * patient's profile). The ids asked for in one turn of the event loop, by requests that arrived
 * together, go to the database in one statement (`id = any(…)`): one round trip and one execution
 * instead of one per request, which is most of what such a request costs the server and the
 * database under load. A request alone waits for nothing: the turn ends as soon as its handler
 * has asked. Nothing is kept: each request reads the row again.
 *
 * `read` gets distinct ids and returns the rows found, each carrying its `id`.
 */
export function batchedById<Row extends { id: number }>(
  read: (db: DbOrTx, ids: number[]) => Promise<Row[]>,
): (db: DbOrTx, id: number) => Promise<Row | null> {
  const loaders = new WeakMap<DbOrTx, DataLoader<number, Row | null>>();
  const loaderFor = (db: DbOrTx) => {
    const loader = new DataLoader<number, Row | null>(
      async (ids) => {
        const byId = new Map((await read(db, [...new Set(ids)])).map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      {
        cache: false,
        maxBatchSize: MAX_IDS_PER_STATEMENT,
        // After the turn's input (every request that arrived together) has been handled.
        batchScheduleFn: (run) => setImmediate(run),
      },
    );
    loaders.set(db, loader);
    return loader;
  };
  return (db, id) => (loaders.get(db) ?? loaderFor(db)).load(id);
}
