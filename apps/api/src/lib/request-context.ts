import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const storage = new AsyncLocalStorage<FastifyRequest>();

/** Where the current request came from, for audit records; null outside a request. */
export function currentIp(): string | null {
  // Worked out here, when an audit record needs it, not for every request (trusted proxies).
  return storage.getStore()?.ip ?? null;
}

/** Runs the rest of each request inside its own context (the hook's callback continues it). */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(request, done);
  });
}
