import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Where the current request came from, for audit records; null outside a request. */
export function currentIp(): string | null {
  return storage.getStore()?.ip ?? null;
}

/** Runs the rest of each request inside its own context (the hook's callback continues it). */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip }, done);
  });
}
