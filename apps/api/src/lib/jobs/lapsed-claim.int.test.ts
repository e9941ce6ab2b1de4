import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openTestDatabase } from '#api/test/database.ts';
import { createJobs } from './queue.ts';
import type { Jobs } from './types.ts';

// A worker killed while it holds a job (kill -9: no failure recorded, the job stays active) must
// not delay that job by more than its claim time and its retry delay: another process takes it over.

const CLAIM_SECONDS = 2;

let database: Database;
let crashed: Jobs;
let survivor: Jobs;
let release: () => void = () => undefined;
const ranBy: { worker: string; at: number }[] = [];

function define(queue: Jobs, worker: string, hang: boolean) {
  queue.define<{ n: number }>({
    name: 'test.lapsed',
    retryLimit: 3,
    retryDelaySeconds: 1,
    // Outside the job's transaction, like a mail being sent: the crashed worker never gets further,
    // as if its process had died here.
    async effect() {
      ranBy.push({ worker, at: Date.now() });
      if (hang) await new Promise<void>((resolve) => (release = resolve));
    },
    async run() {},
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const options = { db: database.db, driver: database.driver, log: pino({ level: 'silent' }) };
  crashed = createJobs({ ...options, pollMs: 0, claimSeconds: CLAIM_SECONDS });
  survivor = createJobs({ ...options, pollMs: 0, claimSeconds: CLAIM_SECONDS });
  define(crashed, 'crashed', true);
  define(survivor, 'survivor', false);
  await crashed.start();
  await survivor.start();
});
afterAll(async () => {
  release();
  await crashed.stop();
  await survivor.stop();
  await database.close();
});

describe('a job whose worker died holding it', () => {
  it('is taken over by another worker soon after its claim lapses', { timeout: 30_000 }, async () => {
    // Both queues idle a while first, so that a supervision pass has just looked at the queue.
    await new Promise((r) => setTimeout(r, 3_000));
    await crashed.enqueue(database.db, 'test.lapsed', { n: 1 });
    void crashed.drain();
    const start = Date.now();
    while (!ranBy.some((r) => r.worker === 'crashed')) await new Promise((r) => setTimeout(r, 10));
    // The survivor looks for due jobs as its poll would, every 100 ms.
    while (!ranBy.some((r) => r.worker === 'survivor') && Date.now() - start < 25_000) {
      await survivor.drain();
      await new Promise((r) => setTimeout(r, 100));
    }
    const takenOver = ranBy.find((r) => r.worker === 'survivor');
    expect(takenOver, 'the survivor never ran the job').toBeDefined();
    // The claim (2 s), one supervision pass (at most half the claim) and the retry delay (1-2 s).
    expect(((takenOver?.at ?? 0) - start) / 1000).toBeLessThan(CLAIM_SECONDS + 1 + 2 + 2);
  });
});
