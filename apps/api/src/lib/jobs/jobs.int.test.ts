import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { contactMessages } from '#api/db/schema/index.ts';
import { openTestDatabase } from '#api/test/database.ts';
import { createJobs } from './queue.ts';
import type { Jobs } from './types.ts';

let database: Database;
let jobs: Jobs;
let other: Jobs;
const attempts = new Map<string, number>();

/** A job whose effect is one contact message row with the given subject. */
function defineWrite(queue: Jobs) {
  queue.define<{ subject: string; failFirst?: boolean }>({
    name: 'test.write',
    retryLimit: 2,
    retryDelaySeconds: 1,
    async run({ subject, failFirst }, { tx, attempt }) {
      attempts.set(subject, attempt);
      await tx.insert(contactMessages).values({ fullName: 'x', email: 'x@example.dz', subject, message: '' });
      if (failFirst && attempt === 1) throw new Error('first attempt fails after its write');
    },
  });
}

const rows = async (subject: string) =>
  (
    await database.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.subject, subject))
  )[0]?.n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  database = await openTestDatabase();
  const options = { db: database.db, driver: database.driver, log: pino({ level: 'silent' }), pollMs: 0 };
  jobs = createJobs({ ...options, claimSeconds: 60 });
  other = createJobs({ ...options, claimSeconds: 60 });
  defineWrite(jobs);
  defineWrite(other);
  await jobs.start();
  await other.start();
});
afterAll(async () => {
  await jobs.stop();
  await other.stop();
  await database.close();
});

describe('the job queue', () => {
  it('runs a job once, its database effect committed with its completion', async () => {
    await database.db.transaction((tx) => jobs.enqueue(tx, 'test.write', { subject: 'once' }));
    expect(await jobs.drain()).toBe(1);
    expect(await jobs.drain()).toBe(0);
    expect(await rows('once')).toBe(1);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, 'test.write', { subject: 'rolled-back' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await jobs.drain()).toBe(0);
    expect(await rows('rolled-back')).toBe(0);
  });

  it('rolls back a failed attempt and retries it after a backoff', async () => {
    await jobs.enqueue(database.db, 'test.write', { subject: 'retry', failFirst: true });
    expect(await jobs.drain()).toBe(1);
    expect(await rows('retry')).toBe(0);
    expect(await jobs.drain()).toBe(0);
    await sleep(2500);
    expect(await jobs.drain()).toBe(1);
    expect(attempts.get('retry')).toBe(2);
    expect(await rows('retry')).toBe(1);
  });

  it('waits for a scheduled time', async () => {
    await jobs.enqueue(
      database.db,
      'test.write',
      { subject: 'later' },
      { runAt: new Date(Date.now() + 1500) },
    );
    expect(await jobs.drain()).toBe(0);
    await sleep(2000);
    expect(await jobs.drain()).toBe(1);
    expect(await rows('later')).toBe(1);
  });

  it('enqueues a key only once', async () => {
    const first = await jobs.enqueue(database.db, 'test.write', { subject: 'keyed' }, { key: 'k-1' });
    const second = await jobs.enqueue(database.db, 'test.write', { subject: 'keyed' }, { key: 'k-1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await jobs.drain();
    expect(await rows('keyed')).toBe(1);
  });

  it('gives each job to one of two workers: 40 jobs, 40 effects', async () => {
    for (let i = 0; i < 40; i += 1) await jobs.enqueue(database.db, 'test.write', { subject: 'pair' });
    const [a, b] = await Promise.all([jobs.drain(), other.drain()]);
    expect((a ?? 0) + (b ?? 0)).toBe(40);
    expect(await rows('pair')).toBe(40);
    const states = await database.db.execute(
      sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'test.write' GROUP BY state`,
    );
    expect((states as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual([
      'completed',
    ]);
  });
});
