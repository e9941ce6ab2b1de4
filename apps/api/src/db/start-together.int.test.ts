import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { uniquePhone } from '#api/test/accounts.ts';
import pg from 'pg';
import { FLEET_LOCKS } from '#api/db/locks.ts';
import { createPostgresDatabase } from '#api/test/database.ts';
import { type RunningServer, startServersTogether, within } from '#api/test/two-processes.ts';

// Processes deployed together on a new PostgreSQL database all start: whichever creates the
// schemas (ours, the migrations' and the job queue's), the others wait for it and find them made.
// Then each one answers, and each one runs jobs.

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The mails in a server's outbox that are addressed to `email`. */
function mailsTo(server: RunningServer, email: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => readFileSync(join(outbox, name), 'utf8').includes(email));
}

describe('processes started together on a new database', () => {
  it('all start, answer and run jobs', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    skip(!serverUrl, 'PostgreSQL only: the embedded database (PGlite) belongs to a single process');
    const database = await createPostgresDatabase(serverUrl as string);
    cleanups.push(() => database.drop());
    const servers = await startServersTogether(database.url, 'together', 3, cleanups);

    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // Each in turn runs jobs alone, the others paused: the mail with the code that a sign-up asks
    // for is written by the process that ran its job, in its own outbox.
    for (const [i, server] of servers.entries()) {
      const others = servers.filter((other) => other !== server);
      for (const other of others) other.child.kill('SIGSTOP');
      try {
        const email = `together-${i}@example.dz`;
        const signUp = await fetch(`${server.url}/api/auth/sign_up/patient/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            first_name: 'Yacine',
            last_name: 'Ferhat',
            email,
            phone_number: uniquePhone(),
            password: 'correct-horse-42',
          }),
        });
        expect(signUp.status).toBe(201);
        const ran = await within(async () => mailsTo(server, email).length > 0, 30_000);
        expect(ran, `process ${i} ran the mail job`).toBeGreaterThanOrEqual(0);
      } finally {
        for (const other of others) other.child.kill('SIGCONT');
      }
    }
  });

  it('each start while another process is sweeping the stored files', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    skip(!serverUrl, 'PostgreSQL only: the embedded database (PGlite) belongs to a single process');
    const database = await createPostgresDatabase(serverUrl as string);
    cleanups.push(() => database.drop());
    // A sweep of a large store holds its lock for minutes, in a process that keeps running.
    const sweeping = new pg.Client({ connectionString: database.url });
    await sweeping.connect();
    cleanups.push(() => sweeping.end());
    await sweeping.query('SELECT pg_advisory_lock($1)', [FLEET_LOCKS.sweep]);
    const servers = await startServersTogether(database.url, 'beside-sweep', 2, cleanups);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
