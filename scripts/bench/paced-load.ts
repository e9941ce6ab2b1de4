import { Pool } from 'undici';
import type { Scenario } from './scenarios.ts';

export interface PacedResult {
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, and requests that failed. */
  failed: number;
}

/**
 * Sends `rate` requests a second, evenly spaced, for `seconds`, on up to `connections` kept-alive
 * connections, whatever the answers' pace (an open model, as visitors arrive). A request's time
 * counts from when it was due to leave, so one held back by a slow answer counts the wait.
 *
 * autocannon's `overallRate` is not this: each connection sends back to back until it has made
 * its share of the second, then waits for the next second, so the whole second's requests arrive
 * in a burst at the server's full speed; its latencies then add synthetic samples for a 1 ms
 * interval. Its p99 at a "fixed rate" was the latency of a saturating burst.
 */
export async function pacedLoad(
  baseUrl: string,
  scenario: Pick<Scenario, 'method' | 'next'>,
  { rate, seconds, connections = 50 }: { rate: number; seconds: number; connections?: number },
): Promise<PacedResult> {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  const method = scenario.method ?? 'GET';
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let failed = 0;
  let finished = 0;

  const send = async (i: number, due: number) => {
    const next = scenario.next();
    try {
      const { statusCode, body } = await pool.request({
        path: next.path,
        method,
        headers: next.headers ?? {},
        body: next.body ?? null,
      });
      await body.dump();
      if (statusCode < 200 || statusCode > 299) failed++;
    } catch {
      failed++;
    }
    latencies[i] = performance.now() - due;
    finished++;
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; sent < due; sent++) void send(sent, start + sent * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  while (finished < total) await new Promise((resolve) => setTimeout(resolve, 5));
  await pool.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(total - 1, Math.floor(p * total))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0), failed };
}
