import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { accessTokenOf } from '#api/lib/auth/cookies.ts';
import { unauthorized } from '#api/lib/errors.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { openStream } from './stream.ts';
import { unreadCounts } from './unread.ts';

/**
 * The signed-in user's server-sent events stream (notifications, messages, visit signals). Without
 * `Last-Event-ID` it starts from now with an `unread` event; with one, it first replays what came
 * after it within the retention window.
 */
export async function eventRoutes(app: FastifyInstance) {
  serve(app, routes.events.stream, async ({ identity, query, request, reply }) => {
    // The credential the caller was signed in with, its signature checked: the stream ends with it.
    const token = accessTokenOf(request);
    const endsAt = token ? await app.deps.tokens.accessExpiry(token) : null;
    if (!endsAt) throw unauthorized();
    const header = Number(request.headers['last-event-id']);
    const lastId = Number.isSafeInteger(header) && header > 0 ? header : query.lastEventId;
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
  });
}
