import 'fastify';
import type { Deps } from './deps.ts';
import type { Identity } from './lib/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyContextConfig {
    /** The route admits a doctor's assistant as well as the doctor (lib/auth/guards.ts). */
    assistants?: boolean;
    /** Registered from the route table (lib/routes/serve.ts). */
    fromTable?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}
