import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, spawnServer, startServer, waitForExit } from '#api/test/server-process.ts';

// The machine may be busy: a server process can take a while to load its modules.
vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

// Real server processes: what one start does to DATA_DIR, and what a second start on it does.

const ROOT = resolve(import.meta.dirname, '../../../../..');
const dirs: string[] = [];
const running: ServerProcess[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reayah-start-'));
  dirs.push(dir);
  return join(dir, 'data');
}
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
async function start(env: Record<string, string>, umask?: string) {
  const server = await startServer(env, umask ? { umask } : {});
  running.push(server);
  return server;
}

/** The failure told to the operator: one line on stderr, no stack trace, non-zero exit. */
async function expectOneLineFailure(env: Record<string, string>, ...expected: (string | RegExp)[]) {
  const server = spawnServer(env);
  running.push(server);
  const code = await waitForExit(server, 150_000);
  expect(code).not.toBe(0);
  expect(code).not.toBe('running');
  const lines = server.errors().trim().split('\n');
  expect(lines, server.errors()).toHaveLength(1);
  expect(server.errors()).not.toMatch(/\n\s+at /);
  for (const e of expected) expect(lines[0]).toMatch(e);
  return lines[0] as string;
}

describe('one server per embedded database', () => {
  it('a second server on the same DATA_DIR exits at once naming the folder and the holder; a killed holder does not block', async () => {
    const dataDir = freshDir();
    const first = await start({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    const line = await expectOneLineFailure(
      { DATA_DIR: dataDir, DEMO_DATA: 'false' },
      /^Reayah cannot start: DATA_DIR: /,
    );
    expect(line).toContain(dataDir);
    expect(line).toContain(`pid ${first.pid}`);
    expect((await fetch(`${first.url}/api/health/`)).status).toBe(200);

    // Creating an administrator opens the same database: refused while the server runs.
    const admin = spawnSync(process.execPath, ['apps/api/src/cli/admin.ts', 'create', 'boss@example.dz'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(admin.status, admin.stderr).toBe(1);
    expect(admin.stderr).toContain(`pid ${first.pid}`);
    expect(admin.stdout).not.toContain('created');

    // kill -9 leaves the lock file behind; the lock itself went with the process.
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    const next = await start({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    expect((await fetch(`${next.url}/api/health/`)).status).toBe(200);
    await next.stop();
  });
});

describe('private files', () => {
  it('DATA_DIR is 0700 and everything in it 0600, even under umask 000', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o777);
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    writeFileSync(join(dataDir, 'outbox', 'left-by-an-older-version'), 'x', { mode: 0o644 });
    const server = await start({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, '000');
    const email = `modes-${Date.now()}@example.dz`;
    const signUp = await fetch(`${server.url}/api/auth/sign_up/patient/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Amina',
        last_name: 'Modes',
        email,
        phone_number: '0770 12 34 56',
        password: 'correct-horse-42',
      }),
    });
    expect(signUp.status).toBe(201);
    // A mail in the outbox.
    await fetch(`${server.url}/api/base/forgot_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    // Mail is delivered by a background job: wait for it before stopping the server.
    const outbox = join(dataDir, 'outbox');
    for (let tries = 0; tries < 120 && !(existsSync(outbox) && readdirSync(outbox).length > 0); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await server.stop();

    const loose: string[] = [];
    const walk = (path: string) => {
      const stat = statSync(path);
      const mode = stat.mode & 0o777;
      if (stat.isDirectory()) {
        if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
        for (const name of readdirSync(path)) walk(join(path, name));
      } else if (mode !== 0o600) loose.push(`${path} ${mode.toString(8)}`);
    };
    walk(dataDir);
    expect(readdirSync(join(dataDir, 'outbox')).length).toBeGreaterThan(0);
    expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(0);
    expect(loose).toEqual([]);
  });
});

describe('clear start-up failures', () => {
  it('DATA_DIR that cannot be created', async () => {
    const file = join(freshDir(), '..', 'a-file');
    writeFileSync(file, 'not a folder');
    await expectOneLineFailure(
      { DATA_DIR: join(file, 'data') },
      /DATA_DIR: .*a-file\/data cannot be used: a part of the path is not a folder/,
    );
  });

  it('a DATABASE_URL that is not a URL', async () => {
    await expectOneLineFailure(
      { DATA_DIR: freshDir(), DATABASE_URL: 'postgres://reayah:p@ss word@db host/x' },
      /DATABASE_URL: is not a valid URL/,
    );
  });

  it('a PostgreSQL that cannot be reached, without its password', async () => {
    const line = await expectOneLineFailure(
      { DATA_DIR: freshDir(), DATABASE_URL: 'postgres://reayah:hunter2secret@127.0.0.1:1/reayah' },
      /^Reayah cannot start: DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:1\/reayah: connection refused$/,
    );
    expect(line).not.toContain('hunter2secret');
  });

  it('a bad setting names the variable', async () => {
    await expectOneLineFailure({ DATA_DIR: freshDir(), PORT: 'eighty' }, /PORT: must be a port number/);
  });
});
