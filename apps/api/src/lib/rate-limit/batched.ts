import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { addressKey } from './address.ts';
import type { HitResult, Limit } from './index.ts';
import { pruneEnded } from './store.ts';

/** How often the hits counted in memory are written, all keys in one statement. */
export const FLUSH_MS = 250;

/**
 * The hits a process lets through per key before it has written them and read what the other
 * processes counted; a key that reaches it waits for a write. It bounds what several processes
 * together let through in a window (docs/security.md): the limit exactly in one process; with P
 * processes, at most `limit + 2 × allowance × (P + 1) − 1` (each process decides on the total it
 * read last plus its own hits since, at most 2 allowances: one being written, one waiting; the
 * write that reaches the limit carries at most 2 allowances past it).
 */
export function unwrittenAllowance(limit: Limit): number {
  return Math.max(1, Math.min(8, Math.floor(limit.limit / 4)));
}

const PRUNE_EVERY_MS = 60_000;

interface Count {
  /** The database's total for the window, as the last write returned it (this process's included). */
  written: number;
  /** Hits being written now. */
  writing: number;
  /** Hits counted here and not written yet. */
  unwritten: number;
  resetsAt: number;
}

/** A text array literal: `{"a","b"}`. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Fixed-window limits counted in each process's memory and written to `rate_limits` in batches
 * (decision 0011, amended by 0046): a hit is decided on the database's total at the last write plus
 * what this process counted since, so the hot path does not wait for the database. Every
 * `FLUSH_MS`, one statement adds each key's new hits to its row and returns the totals, which
 * carry the other processes' hits. For the visitors' limits, where an exact count is not worth a
 * write per request; logins and sign-ups keep the exact limiter.
 */
export function createBatchedLimiter(deps: { db: DbOrTx; now: () => Date }, flushMs = FLUSH_MS) {
  const counts = new Map<string, Count>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let lastPrune = 0;
  let stopped = false;

  async function writeOnce(): Promise<void> {
    const at = deps.now();
    const batch: { key: string; count: Count; hits: number }[] = [];
    for (const [key, count] of counts) {
      if (count.unwritten > 0) {
        batch.push({ key, count, hits: count.unwritten });
        count.writing += count.unwritten;
        count.unwritten = 0;
      } else if (!count.writing && count.resetsAt <= at.getTime()) counts.delete(key);
    }
    if (!batch.length) return;
    // Rows locked in one order by every process: two batches cannot wait on each other.
    batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const now = sql`${at.toISOString()}::timestamptz`;
    try {
      const result: { rows: { key: string; hits: number; resetsAt: Date | string }[] } = (await deps.db
        .execute(sql`
        INSERT INTO rate_limits (key, hits, resets_at)
        SELECT * FROM unnest(${textArray(batch.map((b) => b.key))}::text[],
          ${`{${batch.map((b) => b.hits).join(',')}}`}::int[],
          ${textArray(batch.map((b) => new Date(b.count.resetsAt).toISOString()))}::timestamptz[])
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.resets_at <= ${now} THEN EXCLUDED.hits
            ELSE LEAST(rate_limits.hits + EXCLUDED.hits, 1000000000) END,
          resets_at = CASE WHEN rate_limits.resets_at <= ${now} THEN EXCLUDED.resets_at ELSE rate_limits.resets_at END
        RETURNING key AS "key", hits AS "hits", resets_at AS "resetsAt"`)) as never;
      const totals = new Map(result.rows.map((r) => [r.key, r]));
      for (const { key, count, hits } of batch) {
        count.writing -= hits;
        const row = totals.get(key);
        if (!row) continue;
        count.written = Number(row.hits);
        count.resetsAt = new Date(row.resetsAt).getTime();
      }
    } catch (error) {
      for (const { count, hits } of batch) {
        count.writing -= hits;
        count.unwritten += hits;
      }
      throw error;
    }
    if (at.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at.getTime();
      await pruneEnded(deps.db, at);
    }
  }

  /** Writes what is counted, after any write under way. */
  async function flush(): Promise<void> {
    while (writing) await writing.catch(() => undefined);
    writing = writeOnce().finally(() => {
      writing = null;
    });
    await writing;
  }

  function schedule() {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      // A failed write keeps its hits counted here; the next one carries them.
      flush().catch(() => schedule());
    }, flushMs);
    timer.unref();
  }

  return {
    async hit(limit: Limit, key: string): Promise<HitResult> {
      const name = `${limit.name}:${addressKey(key)}`;
      const at = deps.now().getTime();
      let count = counts.get(name);
      if (!count) {
        count = { written: 0, writing: 0, unwritten: 0, resetsAt: at + limit.windowMs };
        counts.set(name, count);
      } else if (count.resetsAt <= at) {
        // A new window; hits still unwritten are written into it (counted, not lost).
        count.written = 0;
        count.resetsAt = at + limit.windowMs;
      }
      // Past its allowance of unwritten hits, a key waits for a write, which brings the other
      // processes' count (hits waiting together go on one allowance at a time).
      while (count.unwritten >= unwrittenAllowance(limit)) await flush();
      if (count.written + count.writing + count.unwritten >= limit.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((count.resetsAt - at) / 1000));
        return { allowed: false, retryAfterSeconds };
      }
      count.unwritten += 1;
      schedule();
      return { allowed: true };
    },
    flush,
    /** Writes what is left and stops writing. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush().catch(() => undefined);
    },
  };
}

export type BatchedLimiter = ReturnType<typeof createBatchedLimiter>;
