import { markReadBody, notificationList } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#api/lib/auth/guards.ts';
import { listNotifications, markRead } from '#api/lib/notifications/index.ts';

const tags = ['notifications'];

/** The signed-in user's notifications, newest first, with the unread count; and marking them read. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/notifications', { schema: { tags, response: { 200: notificationList } } }, async (request) => {
    const identity = requireUser(request);
    return listNotifications(app.deps.db, identity.userId);
  });
  app.post(
    '/notifications/read',
    { schema: { tags, body: markReadBody, response: { 200: notificationList } } },
    async (request) => {
      const identity = requireUser(request);
      await markRead(app.deps.db, identity.userId, request.body, app.deps.now());
      return listNotifications(app.deps.db, identity.userId);
    },
  );
}
