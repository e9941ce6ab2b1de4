import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#api/db/client.ts';
import { rateLimits } from '#api/db/schema/index.ts';
import { openTestDatabase } from '#api/test/database.ts';
import { createRateLimiter, type Limit } from './index.ts';

// Two handles on one database stand for two API processes: on PostgreSQL they are two
// connection pools; on the embedded database, which one process owns, the same handle twice.
let first: Database;
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    second = first;
    return;
  }
  const result = await first.db.execute(sql`SELECT current_database() AS name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as {
    name: string;
  }[];
  const url = new URL(server);
  url.pathname = `/${rows[0]?.name}`;
  second = await openDatabase({ url: url.toString(), dataDir: null });
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

let clock = Date.parse('2026-03-01T10:00:00Z');
const now = () => new Date(clock);
const limit: Limit = { name: 'test', limit: 10, windowMs: 60_000 };

describe('rate limits stored in the database', () => {
  it('let exactly the limit through when 60 hits race from two processes', async () => {
    const a = createRateLimiter({ db: first.db, now });
    const b = createRateLimiter({ db: second.db, now });
    const hits = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit(limit, 'race')));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.find((h) => !h.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('open a new window once the old one ends, per key', async () => {
    const limiter = createRateLimiter({ db: first.db, now });
    for (let i = 0; i < 10; i++) expect((await limiter.hit(limit, 'win')).allowed).toBe(true);
    expect(await limiter.hit(limit, 'win')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit(limit, 'other')).allowed).toBe(true);
    clock += 45_000;
    expect(await limiter.hit(limit, 'win')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    clock += 15_000;
    expect((await limiter.hit(limit, 'win')).allowed).toBe(true);
  });

  it('let exactly the free attempts of a back-off through when they race from two processes', async () => {
    const policy = { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 900, forgetMs: 3_600_000 };
    const a = createRateLimiter({ db: first.db, now });
    const b = createRateLimiter({ db: second.db, now });
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).attempt('backoff', policy, 'acct')),
    );
    expect(tries.filter((t) => t.allowed)).toHaveLength(5);
    expect(tries.find((t) => !t.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('prune rows whose window ended', async () => {
    const limiter = createRateLimiter({ db: first.db, now });
    clock += 10 * 3_600_000;
    await limiter.hit(limit, 'fresh');
    const keys = (await first.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toEqual(['test:fresh']);
  });
});
