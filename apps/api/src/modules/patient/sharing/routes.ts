import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createSharingService } from './service.ts';

export async function sharingRoutes(app: FastifyInstance) {
  const sharing = createSharingService(app.deps);

  serve(app, routes.patient.sharing.accessRequests, ({ params }) => sharing.pending(params.patientId));

  serve(app, routes.patient.sharing.decide, async ({ identity, params, body }) => {
    const { status, duration } = body;
    const accept = status === true || status === 'True' || status === 'true';
    await sharing.decide(identity, params.requestId, params.folderId, accept, duration);
    return { msg: accept ? 'Access Request Accepted' : 'Access Request Declined' };
  });
}
