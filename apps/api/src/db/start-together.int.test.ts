import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '#api/test/database.ts';
import { startServer } from '#api/test/server-process.ts';

// Processes deployed together on a new PostgreSQL database all start: whichever creates the
// schemas (ours, the migrations' and the job queue's), the others wait for it and find them made.

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(process.env.TEST_DATABASE_URL)('processes started together on a new database', () => {
  it('all start and answer', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    cleanups.push(() => database.drop());
    const servers = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const dir = mkdtempSync(join(tmpdir(), `reayah-together-${name}-`));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dir, DEMO_DATA: 'false' });
        cleanups.push(() => server.stop('SIGKILL'));
        return server;
      }),
    );
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
