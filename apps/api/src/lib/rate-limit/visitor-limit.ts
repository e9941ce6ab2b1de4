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
 * Calls to the public pages' API (the doctor directory, a doctor's card and free slots) are counted
 * across processes (decisions 0011 and 0046), so a scraper or a loop cannot load the directory
 * without end: a visitor's per IP address, a signed-in caller's per account (wherever it calls
 * from, so an account made for it gives no way around the visitors' limit), each
 * `VISITOR_LIMIT_PER_IP` calls a minute.
 */
export function visitorLimit(app: FastifyInstance) {
  const limits = visitorLimiter(app);
  const perMinute = app.deps.config.VISITOR_LIMIT_PER_IP;
  const perIp: Limit = { name: 'visitor-ip', limit: perMinute, windowMs: 60_000 };
  const perAccount: Limit = { name: 'directory-account', limit: perMinute, windowMs: 60_000 };
  return async (request: FastifyRequest) => {
    if (request.identity) {
      enforce(
        await limits.hit(perAccount, String(request.identity.userId)),
        (wait) => `Too many requests for this account. Try again in ${wait}.`,
      );
      return;
    }
    enforce(
      await limits.hit(perIp, request.ip),
      (wait) => `Too many requests from this address. Try again in ${wait}, or sign in.`,
    );
  };
}
