import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { API_NODE_ARGS } from '../apps/api/src/lib/startup/node-args.ts';

// The end-to-end run's server. It starts once so the demo practice is seeded into the empty
// database, stops, and an administrator is created from the command line as an operator does
// (`npm run admin -- create EMAIL`: the embedded database admits one process at a time); the
// one-time link goes to E2E_ADMIN_LINK_FILE. Then the server runs for the tests.

const SERVER = [...API_NODE_ARGS, 'apps/api/src/server.js'];

/** A port nobody listens on: the seeding run must not answer the test runner's health check. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function start(port?: number): ChildProcess {
  const env = port ? { ...process.env, PORT: String(port) } : process.env;
  return spawn(process.execPath, SERVER, { stdio: ['ignore', 'ignore', 'inherit'], env });
}

async function waitUntilUp(child: ChildProcess, port: number): Promise<void> {
  const health = `http://localhost:${port}/api/health`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(health).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${health}`);
}

async function stop(child: ChildProcess): Promise<void> {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

const seedPort = await freePort();
const seeding = start(seedPort);
await waitUntilUp(seeding, seedPort);
await stop(seeding);

const email = process.env.E2E_ADMIN_EMAIL ?? 'admin@reayah.test';
const admin = spawnSync(process.execPath, ['apps/api/src/cli/admin.ts', 'create', email], {
  encoding: 'utf8',
});
if (admin.status !== 0) throw new Error(`admin create failed: ${admin.stderr}`);
const link = admin.stdout.match(/https?:\/\/\S+/)?.[0];
if (!link) throw new Error(`no link in: ${admin.stdout}`);
const linkFile = process.env.E2E_ADMIN_LINK_FILE;
if (linkFile) {
  mkdirSync(dirname(linkFile), { recursive: true });
  writeFileSync(linkFile, link);
}

const server = start();
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
