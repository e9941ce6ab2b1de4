import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { type Database, openDatabase } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a task one process of the fleet runs at a time', () => {
  it('runs when nobody else runs it', async () => {
    let ran = 0;
    expect(await database.alone(41, async () => void ran++)).toBe(true);
    expect(await database.alone(41, async () => void ran++)).toBe(true);
    expect(ran).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is left to the process already running it', async () => {
    const other = await openDatabase({ url: database.url, dataDir: null });
    try {
      let finish = () => undefined as void;
      let started = () => undefined as void;
      const holding = new Promise<void>((resolve) => (started = resolve));
      const running = database.alone(42, () => {
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      });
      await holding;
      let ranTwice = false;
      expect(await other.alone(42, async () => void (ranTwice = true))).toBe(false);
      expect(ranTwice).toBe(false);
      finish();
      expect(await running).toBe(true);
      expect(await other.alone(42, async () => void (ranTwice = true))).toBe(true);
      expect(ranTwice).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('lets the next one run after a task that failed', async () => {
    await expect(database.alone(44, () => Promise.reject(new Error('storage down')))).rejects.toThrow(
      'storage down',
    );
    expect(await database.alone(44, async () => undefined)).toBe(true);
  });
});
