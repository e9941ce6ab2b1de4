import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface BenchProcess {
  url: string;
  pid: number;
  /** From spawn to the first answer of its readiness route, in ms. */
  startupMs: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** Sends a signal without waiting (kill -9 in the cluster test). */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Spawns a Node script (after `nodeArgs`) and waits (polling every 10 ms) until `readyPath` answers 200. */
export async function startProcess(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`${script} exited before answering`);
    if (Date.now() > deadline) throw new Error(`${script} did not answer on ${url}${readyPath}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    startupMs,
    rssMb: () => rssOf(child.pid ?? 0),
    kill: (signal) => void child.kill(signal),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
