import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BatchedLimiter, createBatchedLimiter } from './batched.ts';
import { enforce, type Limit } from './index.ts';

const shared = new WeakMap<object, BatchedLimiter>();

/**
 * The visitors' limiter of this process, one for all its routes so that they count an address's
 * hits together: counted in memory and written in batches (`batched.ts`, docs/security.md).
 */
export function visitorLimiter(app: FastifyInstance): BatchedLimiter {
  let limiter = shared.get(app.deps);
  if (!limiter) {
    const created = createBatchedLimiter(app.deps);
    shared.set(app.deps, created);
    app.addHook('onClose', () => created.stop());
    limiter = created;
  }
  return limiter;
}

/**
 * Visitors' calls to the public pages' API (the doctor directory, a doctor's card and free slots)
 * are counted per IP address across processes (decisions 0011 and 0046), so a scraper or a loop
 * cannot load the directory without end. Signed-in callers are limited per account elsewhere and pass.
 */
export function visitorLimit(app: FastifyInstance) {
  const limits = visitorLimiter(app);
  const perIp: Limit = { name: 'visitor-ip', limit: app.deps.config.VISITOR_LIMIT_PER_IP, windowMs: 60_000 };
  return async (request: FastifyRequest) => {
    if (request.identity) return;
    enforce(
      await limits.hit(perIp, request.ip),
      (wait) => `Too many requests from this address. Try again in ${wait}, or sign in.`,
    );
  };
}
