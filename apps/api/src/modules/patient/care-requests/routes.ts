import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createCareRequestService } from './service.ts';

export async function careRequestRoutes(app: FastifyInstance) {
  const requests = createCareRequestService(app.deps);

  serve(app, routes.patient.careRequests.list, ({ identity }) => requests.pending(identity.patientId));

  serve(app, routes.patient.careRequests.answer, async ({ identity, params, body }) => {
    await requests.answer(identity, params.doctorId, body.accept);
    return { msg: body.accept ? 'You accepted the doctor.' : 'You declined the doctor.' };
  });
}
