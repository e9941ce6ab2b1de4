import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#api/db/client.ts';
import { tooManyRequests } from '../errors.ts';
import { addressKey } from './address.ts';
import { type BackoffPolicy, claimAttempt, clearKey, countHit, pruneEnded } from './store.ts';

export type { BackoffPolicy } from './store.ts';

/** A named limit: at most `limit` hits per key in a window of `windowMs`. */
export interface Limit {
  name: string;
  limit: number;
  windowMs: number;
}

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const PRUNE_EVERY_MS = 60_000;

/**
 * Rate limits kept in the database (decision 0011): exact across API processes on PostgreSQL,
 * and the same code on the embedded database. Each hit is one upsert on the key's row. A key that
 * is an IPv6 address counts its /64 (`addressKey`).
 */
export function createRateLimiter(deps: { db: DbOrTx; now: () => Date }) {
  let lastPrune = 0;

  async function prune(at: Date) {
    if (at.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at.getTime();
    await pruneEnded(deps.db, at);
  }

  const secondsUntil = (when: Date, at: Date) =>
    Math.max(1, Math.ceil((when.getTime() - at.getTime()) / 1000));

  return {
    async hit(limit: Limit, key: string): Promise<HitResult> {
      const at = deps.now();
      await prune(at);
      const row = await countHit(deps.db, `${limit.name}:${addressKey(key)}`, limit.windowMs, at);
      if (row.hits <= limit.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: secondsUntil(row.resetsAt, at) };
    },

    /** Claims one attempt under a progressive back-off (see `claimAttempt`). */
    async attempt(name: string, policy: BackoffPolicy, key: string): Promise<HitResult> {
      const at = deps.now();
      await prune(at);
      const token = randomUUID();
      const row = await claimAttempt(deps.db, `${name}:${addressKey(key)}`, policy, at, token);
      if (row.lastToken === token) return { allowed: true };
      return { allowed: false, retryAfterSeconds: secondsUntil(row.blockedUntil ?? at, at) };
    },

    async reset(name: string, key: string): Promise<void> {
      await clearKey(deps.db, `${name}:${addressKey(key)}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** "45 seconds", "3 minutes", "2 hours": how long to wait, for a 429 message. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Throws a 429 carrying Retry-After and `message` (given the wait as text) when refused. */
export function enforce(result: HitResult, message: (wait: string) => string): void {
  if (result.allowed) return;
  throw tooManyRequests(message(waitText(result.retryAfterSeconds)), result.retryAfterSeconds);
}
