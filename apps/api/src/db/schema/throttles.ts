import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per throttled key (`login-ip:203.0.113.9`, `signup:…`): how many hits the current
 * window holds and when it ends. Every hit is one atomic upsert, so the count is exact across
 * API processes; rows whose window ended are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
    /** Back-off only: no attempt is let through before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** Back-off only: names the last hit let through, so the caller can tell it was its own. */
    lastToken: text('last_token'),
  },
  (t) => [index('rate_limits_resets_at').on(t.resetsAt)],
);
