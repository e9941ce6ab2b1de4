import {
  accessDecisionBody,
  accessDecisionParams,
  accessRequestSchema,
  detailSchema,
  msgSchema,
  patientIdParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatient, requirePatientSelf } from '#api/lib/auth/guards.ts';
import { createSharingService } from './service.ts';

const tags = ['patient sharing'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function sharingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sharing = createSharingService(app.deps);

  app.get(
    '/patient/:patientId/access-requests',
    { schema: { tags, params: patientIdParams, response: { 200: z.array(accessRequestSchema), ...denied } } },
    async (request) => {
      requirePatientSelf(request, request.params.patientId);
      return sharing.pending(request.params.patientId);
    },
  );

  app.post(
    '/patient/access-folder/:requestId/:folderId',
    {
      schema: {
        tags,
        params: accessDecisionParams,
        body: accessDecisionBody,
        response: { 200: msgSchema, 400: validationErrorSchema, ...denied, 409: detailSchema },
      },
    },
    async (request) => {
      const { status, duration } = request.body;
      const accept = status === true || status === 'True' || status === 'true';
      const { requestId, folderId } = request.params;
      await sharing.decide(requirePatient(request), requestId, folderId, accept, duration);
      return { msg: accept ? 'Access Request Accepted' : 'Access Request Declined' };
    },
  );
}
