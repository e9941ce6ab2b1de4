import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { ACCESS_COOKIE } from '../../lib/auth/cookies.ts';
import { requireUser } from '../../lib/auth/guards.ts';
import { openStream } from './stream.ts';

const query = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });

/** The signed-in user's server-sent events stream (notifications, messages, visit signals). */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/events',
    { schema: { tags: ['events'], querystring: query, hide: false } },
    async (request, reply) => {
      const identity = requireUser(request);
      const header = Number(request.headers['last-event-id']);
      const lastId = Number.isSafeInteger(header) && header > 0 ? header : (request.query.lastEventId ?? 0);
      const token = request.headers.authorization?.slice(7).trim() || request.cookies[ACCESS_COOKIE] || '';
      const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
      reply.hijack();
      // A stream is quiet between events by design (its heartbeat is every 25 s): not an idle socket.
      request.raw.socket.setTimeout(0);
      await openStream({
        events: app.deps.events,
        userId: identity.userId,
        lastId,
        response: reply.raw,
        endsAt: expiresAt,
        now: app.deps.now(),
      });
    },
  );
}
