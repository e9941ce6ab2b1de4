import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Reads that do not depend on each other. On the pool they go out side by side, each on its own
 * connection. A transaction holds one connection, which answers one statement at a time (the
 * PostgreSQL driver refuses a second one from its next major version), so there they go in turn.
 */
export async function readTogether<T extends readonly unknown[]>(
  handle: DbOrTx,
  reads: Reads<T>,
): Promise<T> {
  const results: unknown[] = [];
  if (!(handle instanceof PgTransaction)) results.push(...(await Promise.all(reads.map((read) => read()))));
  else for (const read of reads) results.push(await read());
  return results as unknown as T;
}
