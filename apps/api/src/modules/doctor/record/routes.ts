import {
  detailSchema,
  patientRecordParams,
  patientRecordResponse,
  sharedFolderList,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctor } from '#api/lib/auth/guards.ts';
import { createRecordService } from './service.ts';

const tags = ['doctor patient record'];
const denied = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = createRecordService(app.deps);

  app.get(
    '/doctor/patients/:patientId/record/',
    {
      schema: {
        tags,
        description:
          "The patient's record for their doctor: identity, appointments, consultations with prescriptions, shared folders, conversation.",
        params: patientRecordParams,
        response: { 200: patientRecordResponse, ...denied },
      },
    },
    async (request) => records.record(requireDoctor(request), request.params.patientId),
  );

  app.get(
    '/doctor/shared-folders/',
    { schema: { tags, response: { 200: sharedFolderList, ...denied } } },
    async (request) => records.sharedFolders(requireDoctor(request)),
  );
}
