import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempPostgres {
  url: string;
  /** The postmaster's process id; each connection is served by a child of it. */
  pid: number;
  stop(): void;
}

function findBin(name: string): string | null {
  for (const dir of ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function asPostgres(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(cmd, argv, { stdio: 'pipe' });
}

/** Installs PostgreSQL from Debian when its binaries are missing (CI machines start bare). */
function ensureBinaries(): void {
  if (findBin('initdb') && findBin('pg_ctl')) return;
  process.stdout.write('PostgreSQL binaries are missing; installing them from Debian...\n');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit' });
}

/** A throwaway PostgreSQL 15 server in a temporary folder on a free port. */
export async function startTempPostgres(): Promise<TempPostgres> {
  ensureBinaries();
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) were not found.');
  const dir = mkdtempSync(join(tmpdir(), 'reayah-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(pgCtl, [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        asPostgres(pgCtl, ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
