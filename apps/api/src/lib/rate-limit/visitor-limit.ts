import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRateLimiter, enforce, type Limit } from './index.ts';

/**
 * Visitors' calls to the public pages' API (the doctor directory, a doctor's card and free slots)
 * are counted per IP address in the database (decision 0011), so a scraper or a loop cannot load
 * the directory without end. Signed-in callers are limited per account elsewhere and pass.
 */
export function visitorLimit(app: FastifyInstance) {
  const limits = createRateLimiter(app.deps);
  const perIp: Limit = { name: 'visitor-ip', limit: app.deps.config.VISITOR_LIMIT_PER_IP, windowMs: 60_000 };
  return async (request: FastifyRequest) => {
    if (request.identity) return;
    enforce(
      await limits.hit(perIp, request.ip),
      (wait) => `Too many requests from this address. Try again in ${wait}, or sign in.`,
    );
  };
}
