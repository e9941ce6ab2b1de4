import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createRelativesService } from './service.ts';

/** The patient's relatives, whom they book for; only the patient named in the path reaches them. */
export async function relativesRoutes(app: FastifyInstance) {
  const relatives = createRelativesService(app.deps);

  serve(app, routes.relatives.list, ({ identity }) => relatives.list(identity));

  serve(app, routes.relatives.add, async ({ identity, body, reply }) =>
    reply.status(201).send(await relatives.add(identity, body)),
  );

  serve(app, routes.relatives.update, ({ identity, params, body }) =>
    relatives.update(identity, params.relativeId, body),
  );

  serve(app, routes.relatives.remove, async ({ identity, params, reply }) => {
    await relatives.remove(identity, params.relativeId);
    return reply.status(204).send(null);
  });
}
