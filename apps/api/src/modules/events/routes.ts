import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenOf } from '#api/lib/auth/cookies.ts';
import { requireUser } from '#api/lib/auth/guards.ts';
import { unauthorized } from '#api/lib/errors.ts';
import { openStream } from './stream.ts';
import { unreadCounts } from './unread.ts';

const query = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });

/**
 * The signed-in user's server-sent events stream (notifications, messages, visit signals). Without
 * `Last-Event-ID` it starts from now with an `unread` event; with one, it first replays what came
 * after it within the retention window.
 */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/events',
    { schema: { tags: ['events'], querystring: query, hide: false } },
    async (request, reply) => {
      const identity = requireUser(request);
      // The credential the caller was signed in with, its signature checked: the stream ends with it.
      const token = accessTokenOf(request);
      const endsAt = token ? await app.deps.tokens.accessExpiry(token) : null;
      if (!endsAt) throw unauthorized();
      const header = Number(request.headers['last-event-id']);
      const lastId = Number.isSafeInteger(header) && header > 0 ? header : request.query.lastEventId;
      const unread = lastId === undefined ? await unreadCounts(app.deps.db, identity) : null;
      reply.hijack();
      // A stream is quiet between events by design (its heartbeat is every 25 s): not an idle socket.
      request.raw.socket.setTimeout(0);
      await openStream({
        events: app.deps.events,
        userId: identity.userId,
        lastId: lastId ?? null,
        unread,
        response: reply.raw,
        endsAt,
        now: app.deps.now(),
      });
    },
  );
}
