import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#api/db/client.ts';
import { openTestDatabase } from '#api/test/database.ts';
import { createBatchedLimiter, unwrittenAllowance } from './batched.ts';
import type { Limit } from './index.ts';

// Limiters on two handles of one database stand for two API processes (as rate-limit.int.test.ts):
// on PostgreSQL two connection pools, on the embedded database the same handle twice.
let first: Database;
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    second = first;
    return;
  }
  const result = (await first.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(server);
  url.pathname = `/${result.rows[0]?.name}`;
  second = await openDatabase({ url: url.toString(), dataDir: null });
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

let clock = Date.parse('2026-03-01T10:00:00Z');
const now = () => new Date(clock);
const limit: Limit = { name: 'visitors', limit: 40, windowMs: 60_000 };
const allowance = unwrittenAllowance(limit);
const allowed = (results: { allowed: boolean }[]) => results.filter((r) => r.allowed).length;

describe('visitor limits counted in memory and written in batches', () => {
  it('let exactly the limit through in one process, however fast the hits come', async () => {
    const a = createBatchedLimiter({ db: first.db, now }, 60_000);
    const hits = await Promise.all(Array.from({ length: 100 }, () => a.hit(limit, 'one')));
    expect(allowed(hits)).toBe(40);
    const refused = hits.find((r) => !r.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    await a.stop();
    const row = (await first.db.execute(
      sql`SELECT hits FROM rate_limits WHERE key = 'visitors:one'`,
    )) as unknown as {
      rows: { hits: number }[];
    };
    expect(Number(row.rows[0]?.hits)).toBe(40);
  });

  it('let at most the limit and the bounded overshoot through when hits race at two processes', async () => {
    // Two processes, hits arriving at both at once: each decides on what it has heard.
    const a = createBatchedLimiter({ db: first.db, now }, 60_000);
    const b = createBatchedLimiter({ db: second.db, now }, 60_000);
    const hits = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).hit(limit, 'two')));
    const through = allowed(hits);
    expect(through).toBeGreaterThanOrEqual(40);
    expect(through).toBeLessThanOrEqual(40 + 2 * allowance * (2 + 1) - 1);
    // Once written, both know the total: neither lets another through in this window.
    await a.flush();
    await b.flush();
    expect((await a.hit(limit, 'two')).allowed).toBe(false);
    expect((await b.hit(limit, 'two')).allowed).toBe(false);
    // A new window opens for both.
    clock += 61_000;
    expect((await a.hit(limit, 'two')).allowed).toBe(true);
    expect((await b.hit(limit, 'two')).allowed).toBe(true);
    await a.stop();
    await b.stop();
  });

  it('hear the other processes within one write: a process that counted nothing refuses a spent address', async () => {
    const a = createBatchedLimiter({ db: first.db, now }, 60_000);
    const b = createBatchedLimiter({ db: second.db, now }, 60_000);
    for (let i = 0; i < 40; i++) expect((await a.hit(limit, 'spent')).allowed).toBe(true);
    await a.flush();
    // b has counted nothing for this address: it lets at most one allowance through, then waits
    // for a write, which tells it the address is spent.
    const fromB = [];
    for (let i = 0; i < 20; i++) fromB.push(await b.hit(limit, 'spent'));
    expect(allowed(fromB)).toBeLessThanOrEqual(allowance);
    expect(fromB.at(-1)?.allowed).toBe(false);
    await a.stop();
    await b.stop();
  });
});
