import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { rateLimits } from '#api/db/schema/index.ts';

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Counts one hit on a fixed window in one atomic upsert: the first hit (or the first after the
 * window ended) opens a window of `windowMs`; later ones add to it. Concurrent hits queue on the
 * row, so each sees its own count.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, at: Date) {
  const ended = sql`${rateLimits.resetsAt} <= ${ts(at)}`;
  const resetsAt = new Date(at.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE LEAST(${rateLimits.hits} + 1, 1000000000) END`,
        resetsAt: sql`CASE WHEN ${ended} THEN ${ts(resetsAt)} ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

export interface BackoffPolicy {
  /** Attempts let through at once before any wait. */
  free: number;
  /** The wait after the last free attempt, doubling with each further one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A streak with no attempt for this long is forgotten. */
  forgetMs: number;
}

/**
 * Claims one attempt under a progressive back-off, in one atomic upsert. An attempt is let
 * through when the streak is new or its wait has passed; it then sets the wait before the next
 * one (none for the first `free`, then doubling up to the maximum). `token` marks the claim:
 * the returned row carries it only when this call was let through.
 */
export async function claimAttempt(db: DbOrTx, key: string, policy: BackoffPolicy, at: Date, token: string) {
  const now = ts(at);
  const forgotten = sql`${rateLimits.resetsAt} <= ${now}`;
  const open = sql`(${forgotten} OR COALESCE(${rateLimits.blockedUntil}, ${now}) <= ${now})`;
  const delay = (n: ReturnType<typeof sql>) =>
    sql`make_interval(secs => LEAST(${policy.maxDelaySeconds}::float8, CASE WHEN ${n} < ${policy.free}
      THEN 0 ELSE ${policy.firstDelaySeconds}::float8 * power(2, LEAST(${n} - ${policy.free}, 30)) END))`;
  const forgetAt = new Date(at.getTime() + policy.forgetMs);
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      hits: 1,
      resetsAt: forgetAt,
      blockedUntil: sql`${now} + ${delay(sql`1`)}`,
      lastToken: token,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${forgotten} THEN 1 WHEN ${open} THEN ${rateLimits.hits} + 1 ELSE ${rateLimits.hits} END`,
        blockedUntil: sql`CASE WHEN ${forgotten} THEN ${now} + ${delay(sql`1`)}
          WHEN ${open} THEN ${now} + ${delay(sql`${rateLimits.hits} + 1`)} ELSE ${rateLimits.blockedUntil} END`,
        lastToken: sql`CASE WHEN ${open} THEN ${token} ELSE ${rateLimits.lastToken} END`,
        resetsAt: sql`CASE WHEN ${open} THEN ${ts(forgetAt)} ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ lastToken: rateLimits.lastToken, blockedUntil: rateLimits.blockedUntil });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

export async function clearKey(db: DbOrTx, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function pruneEnded(db: DbOrTx, at: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, at));
}
