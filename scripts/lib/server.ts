import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the real server on a throwaway data folder and waits until it answers. */
export async function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reayah-run-'));
  const child: ChildProcess = spawn(process.execPath, [...API_NODE_ARGS, 'apps/api/src/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      SIGN_UP_LIMIT_PER_IP: '100000',
      CHECK_EMAIL_LIMIT_PER_IP: '100000',
      VISITOR_LIMIT_PER_IP: '100000',
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
