import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, type Db as QueueDb, fromDrizzle, fromPglite } from 'pg-boss';
import type { DbOrTx, Driver } from '#api/db/client.ts';

/**
 * The queue's statements through a Drizzle handle, so a job is enqueued, or completed, in the
 * caller's own transaction: the write that asks for the job and the job commit or roll back together.
 */
export function executorFor(db: DbOrTx): QueueDb {
  // Drizzle's `execute` resolves to the driver's result (`{ rows }` on both of ours).
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}

/** The database's own connection, for the queue's maintenance and multi-statement migrations. */
export function driverExecutor(driver: Driver): QueueDb {
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  const { pool } = driver;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** A stable job id for a deduplication key: the same key can only ever be enqueued once. */
export function idForKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
