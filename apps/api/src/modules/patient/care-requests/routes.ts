import {
  careAnswerBody,
  careRequest,
  careRequestParams,
  detailSchema,
  msgSchema,
  patientIdParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { createCareRequestService } from './service.ts';

const tags = ['patient sharing'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function careRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requests = createCareRequestService(app.deps);

  app.get(
    '/patient/:patientId/care-requests',
    {
      schema: {
        tags,
        description: 'The doctors asking to add the patient to their list, waiting for an answer.',
        params: patientIdParams,
        response: { 200: z.array(careRequest), ...denied },
      },
    },
    async (request) => requests.pending(requirePatientSelf(request, request.params.patientId).patientId),
  );

  app.post(
    '/patient/:patientId/care-requests/:doctorId',
    {
      schema: {
        tags,
        description:
          'The patient accepts (the doctor may then read their record and write appointments and consultations for them) or declines.',
        params: careRequestParams,
        body: careAnswerBody,
        response: { 200: msgSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      await requests.answer(identity, request.params.doctorId, request.body.accept);
      return { msg: request.body.accept ? 'You accepted the doctor.' : 'You declined the doctor.' };
    },
  );
}
