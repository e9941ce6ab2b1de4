import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

export interface LoadResult {
  rps: number;
  /** Requests answered. */
  requests: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failed: number;
}

/** Loads one scenario: as fast as it goes, or at a fixed overall rate when `rate` is given. */
export async function load(
  baseUrl: string,
  scenario: Pick<Scenario, 'method' | 'next'>,
  options: { seconds: number; connections: number; rate?: number },
): Promise<LoadResult> {
  const method = scenario.method ?? 'GET';
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method,
        setupRequest: (request) => {
          const next = scenario.next();
          return {
            ...request,
            method,
            path: next.path,
            headers: next.headers ?? {},
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
