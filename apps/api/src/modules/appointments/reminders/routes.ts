import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createReminderService } from './service.ts';
import { unsubscribedPage } from './unsubscribed-page.ts';

export async function reminderRoutes(app: FastifyInstance) {
  const reminders = createReminderService(app.deps);

  serve(
    app,
    routes.appointments.reminders.unsubscribe,
    async ({ query, request, reply }) => {
      const done = await reminders.unsubscribe(query.user, query.signature);
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribedPage(request, done));
    },
    { produces: ['text/html'] },
  );
}
