import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.js', import.meta.url));

/** A real `node server.js` process, for what `app.inject` cannot show: locks, crashes, sockets. */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  output(): string;
  errors(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function spawnServer(env: Record<string, string>, options: { umask?: string } = {}): ServerProcess {
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    TZ: 'Africa/Algiers',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    JWT_SECRET: 'process-test-secret-process-test-secret',
    ...env,
  };
  // The umask is set by a shell, as an operator's would be, before the server starts.
  const child = spawn(
    '/bin/sh',
    ['-c', `umask ${options.umask ?? '022'}; exec "$0" "$@"`, process.execPath, SERVER],
    {
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return {
    child,
    pid: child.pid ?? -1,
    output: () => out,
    errors: () => err,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server and waits until it listens; answers its base URL. */
export async function startServer(
  env: Record<string, string>,
  options: { umask?: string; timeoutMs?: number } = {},
): Promise<ServerProcess & { url: string }> {
  const server = spawnServer(env, options);
  const deadline = Date.now() + (options.timeoutMs ?? 200_000);
  for (;;) {
    const port = /Reayah is running at http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return { ...server, url: `http://127.0.0.1:${port}` };
    if (server.child.exitCode !== null || Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`server did not start: ${server.errors()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's answer to a second process on the same DATA_DIR, within `ms`. */
export async function waitForExit(server: ServerProcess, ms: number): Promise<number | string> {
  return Promise.race([server.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), ms))]);
}
