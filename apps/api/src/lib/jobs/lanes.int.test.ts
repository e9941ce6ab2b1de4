import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openTestDatabase } from '#api/test/database.ts';
import { createJobs } from './queue.ts';
import type { Jobs } from './types.ts';

// A long job (an export) holds back the jobs of its own name only: mail goes out beside it.

let database: Database;
let jobs: Jobs;
let releaseSlow = () => {};
let startedSlow = () => {};
const slowStarted = new Promise<void>((resolve) => {
  startedSlow = resolve;
});
const done: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs({
    db: database.db,
    driver: database.driver,
    log: pino({ level: 'silent' }),
    pollMs: 0,
    claimSeconds: 60,
  });
  // Defined first, as the export build is before mail: a queue run in order would finish it first.
  jobs.define<object>({
    name: 'test.slow',
    async effect() {
      startedSlow();
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
    },
    async run() {
      done.push('slow');
    },
  });
  jobs.define<object>({
    name: 'test.mail',
    async run() {
      done.push('mail');
    },
  });
  await jobs.start();
});
afterAll(async () => {
  releaseSlow();
  await jobs.stop();
  await database.close();
});

describe('job lanes', () => {
  it('runs a mail job while a long job of another name is still running', { timeout: 40_000 }, async () => {
    await jobs.enqueue(database.db, 'test.slow', {});
    const draining = jobs.drain();
    await slowStarted;
    await jobs.enqueue(database.db, 'test.mail', {});
    // Polled again, as a process's poller would, while the slow lane is busy: the slow lane is
    // joined each time; the mail lane starts. (The first drain's mail lane may still be reading the
    // queue from before the enqueue, so a single poll could join it and find nothing.)
    const polls: Promise<number>[] = [];
    // Generous: on a machine busy with other tests a poll can wait seconds for a core.
    const deadline = Date.now() + 20_000;
    while (!done.includes('mail') && Date.now() < deadline) {
      polls.push(jobs.drain());
      await new Promise((r) => setTimeout(r, 50));
    }
    // The mail lane ran to its end while the slow job still waits to be released.
    expect(done).toEqual(['mail']);
    releaseSlow();
    await Promise.all([draining, ...polls]);
    expect(done).toEqual(['mail', 'slow']);
  });
});
