import 'fastify';
import type { Deps } from './deps.ts';
import type { Identity } from './lib/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}
