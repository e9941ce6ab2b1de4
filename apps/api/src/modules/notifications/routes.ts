import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { listNotifications, markRead } from '#api/lib/notifications/index.ts';
import { serve } from '#api/lib/routes/serve.ts';

/** The signed-in user's notifications, newest first, with the unread count; and marking them read. */
export async function notificationRoutes(app: FastifyInstance) {
  serve(app, routes.notifications.list, async ({ identity }) =>
    listNotifications(app.deps.db, identity.userId),
  );

  serve(app, routes.notifications.markRead, async ({ body, identity }) => {
    await markRead(app.deps.db, identity.userId, body, app.deps.now());
    return listNotifications(app.deps.db, identity.userId);
  });
}
