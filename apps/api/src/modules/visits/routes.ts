import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { writeVisitConsultation } from './consultation.ts';
import { createVisitService } from './service.ts';

/** `/api/visits/{appointmentId}/...`: the visit page, its WebRTC signalling and its consultation. */
export async function visitRoutes(app: FastifyInstance) {
  const visits = createVisitService(app.deps);

  serve(app, routes.visits.upcoming, ({ identity }) => visits.upcoming(identity));

  serve(app, routes.visits.get, ({ identity, params }) => visits.get(identity, params.appointmentId));

  serve(app, routes.visits.signal, async ({ identity, params, body, reply }) => {
    await visits.signal(identity, params.appointmentId, body);
    return reply.status(202).send({});
  });

  serve(app, routes.visits.consultation, async ({ identity, params, body, reply }) =>
    reply.status(201).send(await writeVisitConsultation(app.deps, identity, params.appointmentId, body)),
  );
}
