import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '#api/test/database.ts';
import { type ServerProcess, startServer } from '#api/test/server-process.ts';

// A server killed with SIGKILL in the middle of uploads, then started again on the same data: the
// file rows and the stored bytes must agree, on the embedded database and on PostgreSQL.

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function api(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${base}/api${path}`, { ...init, headers });
}

async function patientOn(base: string) {
  const email = `crash-${Date.now()}@example.dz`;
  const password = 'correct-horse-42';
  const phone_number = `07${String(Date.now()).slice(-8)}`;
  const body = JSON.stringify({ first_name: 'Amina', last_name: 'Crash', email, phone_number, password });
  expect((await api(base, '/auth/sign_up/patient/', { method: 'POST', body })).status).toBe(201);
  const login = await api(base, '/auth/custom_token/', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  const { access, user } = (await login.json()) as { access: string; user: { id_patient: number } };
  const folder = await api(base, `/patient/${user.id_patient}/folder/`, {
    method: 'POST',
    token: access,
    body: JSON.stringify({ name: 'Analyses' }),
  });
  const { id } = (await folder.json()) as { id: number };
  return { token: access, filesPath: `/patient/${user.id_patient}/folder/${id}/file/`, folderId: id };
}

/** An upload whose bytes keep coming, a chunk every 50 ms, and never end. */
function endlessUpload(base: string, path: string, token: string) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const req = httpRequest(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  req.on('error', () => undefined);
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const timer = setInterval(() => req.write(randomBytes(64 * 1024)), 50);
  return () => {
    clearInterval(timer);
    req.destroy();
  };
}

function storedObjects(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes('.incoming'))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const stagingDir = (dataDir: string) => join(dataDir, 'uploads', '.incoming');
const staging = (dataDir: string) => readdirSync(stagingDir(dataDir));

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}

describe('kill -9 in the middle of uploads', () => {
  it('after a restart every file row has its bytes and every stored object has its row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reayah-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: 'false', ORPHAN_GRACE_SECONDS: '1' };
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    let server: ServerProcess & { url: string } = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL').then(() => undefined));
    const me = await patientOn(server.url);

    // Three uploads acknowledged before the crash.
    const kept = new Map<string, Buffer>();
    for (const name of ['blood.pdf', 'xray.png', 'letter.txt']) {
      const bytes = randomBytes(200_000);
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      form.set('name', name);
      const response = await api(server.url, me.filesPath, { method: 'POST', token: me.token, body: form });
      expect(response.status, await response.clone().text()).toBe(201);
      kept.set(name, bytes);
    }
    const acknowledged = storedObjects(dataDir);
    expect(acknowledged).toHaveLength(3);

    // What a crash between storing the bytes and writing their row leaves: bytes nobody names.
    const orphan = join(dataDir, 'uploads', 'records', randomBytes(16).toString('hex'));
    writeFileSync(orphan, randomBytes(1000));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(orphan, anHourAgo, anHourAgo);
    // And what a lost disk leaves: a row whose bytes are gone.
    const before = new Set(acknowledged);
    rmSync(join(dataDir, 'uploads', acknowledged[0] as string));

    const stops = Array.from({ length: 6 }, () => endlessUpload(server.url, me.filesPath, me.token));
    await until(() => staging(dataDir).length === 6, 30_000);
    expect(staging(dataDir)).toHaveLength(6);
    await server.stop('SIGKILL');
    for (const stop of stops) stop();
    expect(staging(dataDir).length).toBeGreaterThan(0);
    // The server comes back later than the grace: a server that restarts within it must (and does)
    // spare uploads that young, since on PostgreSQL another server may still be writing them.
    for (const name of staging(dataDir)) utimesSync(join(stagingDir(dataDir), name), anHourAgo, anHourAgo);

    server = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL').then(() => undefined));
    const listFiles = async () => {
      const response = await api(server.url, me.filesPath, { token: me.token });
      return (await response.json()) as { id: number; name: string }[];
    };
    // The sweep runs beside the first requests, on both databases.
    await until(async () => staging(dataDir).length === 0 && (await listFiles()).length === 2, 20_000);

    expect(staging(dataDir)).toEqual([]);
    const objects = storedObjects(dataDir);
    expect(objects).toHaveLength(2);
    expect(objects.every((k) => before.has(k))).toBe(true);
    const rows = await listFiles();
    expect(new Set(rows.map((r) => r.name)).size).toBe(2);
    for (const row of rows) {
      const download = await api(server.url, `/patient/folder/${me.folderId}/file/${row.id}/download/`, {
        token: me.token,
      });
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.equals(kept.get(row.name) as Buffer), row.name).toBe(true);
    }
    expect(server.output()).toContain('removed what an interrupted upload or deletion left behind');
  });
});
