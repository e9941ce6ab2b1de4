import { describe, expect, it } from 'vitest';
import { batchedById } from './batched.ts';
import type { DbOrTx } from './client.ts';

const db = {} as DbOrTx;

/** A read over a table of names, recording the ids of each statement it would send. */
function recordingRead(table: Record<number, string>) {
  const statements: number[][] = [];
  const read = batchedById(async (_db, ids) => {
    statements.push(ids);
    return ids.filter((id) => id in table).map((id) => ({ id, name: table[id] as string }));
  });
  return { read, statements };
}

describe('reads by id asked together', () => {
  it('go out as one statement, and each caller gets its own row', async () => {
    const { read, statements } = recordingRead({ 1: 'Amina', 2: 'Yacine', 3: 'Karim' });
    const rows = await Promise.all([read(db, 3), read(db, 1), read(db, 2)]);
    expect(rows.map((row) => row?.name)).toEqual(['Karim', 'Amina', 'Yacine']);
    expect(statements).toHaveLength(1);
    expect([...(statements[0] ?? [])].sort()).toEqual([1, 2, 3]);
  });

  it('answer null for an id with no row, without failing the others', async () => {
    const { read } = recordingRead({ 1: 'Amina' });
    expect(await Promise.all([read(db, 1), read(db, 99)])).toEqual([{ id: 1, name: 'Amina' }, null]);
  });

  it('ask the database once for an id asked twice, and answer both', async () => {
    const { read, statements } = recordingRead({ 5: 'Lina' });
    const [a, b] = await Promise.all([read(db, 5), read(db, 5)]);
    expect(a?.name).toBe('Lina');
    expect(b?.name).toBe('Lina');
    expect(statements).toEqual([[5]]);
  });

  it('keep nothing: a later read asks the database again and sees a change', async () => {
    const table: Record<number, string> = { 1: 'Amina' };
    const { read, statements } = recordingRead(table);
    expect((await read(db, 1))?.name).toBe('Amina');
    table[1] = 'Amina B.';
    expect((await read(db, 1))?.name).toBe('Amina B.');
    expect(statements).toHaveLength(2);
  });

  it('fail every caller of a statement that failed, and the next turn reads again', async () => {
    let fail = true;
    const read = batchedById(async (_db, ids) => {
      if (fail) throw new Error('connection lost');
      return ids.map((id) => ({ id }));
    });
    const outcomes = await Promise.allSettled([read(db, 1), read(db, 2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read(db, 2)).toEqual({ id: 2 });
  });
});
