import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#api/test/database.ts';
import { readTogether } from './read-together.ts';

// Independent reads go out side by side on the pool, and one at a time inside a transaction,
// whose single connection takes one statement at a time.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Two reads that note when each starts and ends. */
function tracedReads(handle: Parameters<typeof readTogether>[0]) {
  const events: string[] = [];
  const read = (name: string, value: number) => async () => {
    events.push(`${name} starts`);
    const rows = await handle.execute(sql`select ${value}::int as n`);
    events.push(`${name} ends`);
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };
  return { events, reads: [read('first', 1), read('second', 2)] as const };
}

describe('reads asked together', () => {
  it('start together outside a transaction', async () => {
    const { events, reads } = tracedReads(database.db);
    expect(await readTogether(database.db, reads)).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('go one after the other inside a transaction, and answer in order', async () => {
    const result = await database.db.transaction(async (tx) => {
      const { events, reads } = tracedReads(tx);
      const values = await readTogether(tx, reads);
      return { values, events };
    });
    expect(result.values).toEqual([1, 2]);
    expect(result.events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
