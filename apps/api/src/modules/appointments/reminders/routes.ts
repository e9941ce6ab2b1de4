import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReminderService } from './service.ts';
import { unsubscribedPage } from './unsubscribed-page.ts';

const tags = ['appointments'];

export async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reminders = createReminderService(app.deps);

  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags,
        querystring: z.object({ user: z.coerce.number().int().positive(), signature: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const done = await reminders.unsubscribe(request.query.user, request.query.signature);
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribedPage(request, done));
    },
  );
}
