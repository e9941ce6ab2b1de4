import {
  detailSchema,
  doctorIdParams,
  reasonBody,
  validationErrorSchema,
  verificationItemSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#api/lib/auth/guards.ts';
import { sendPrivateFile } from '#api/modules/doctor/stored-file.ts';
import { createVerificationService } from './service.ts';

const tags = ['admin'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verification = createVerificationService(app.deps);

  app.get(
    '/admin/doctors/verification',
    { schema: { tags, response: { 200: z.array(verificationItemSchema), ...denied } } },
    async (request) => {
      requireAdmin(request);
      return verification.queue();
    },
  );

  app.get(
    '/admin/doctors/:doctorId/certification',
    { schema: { tags, params: doctorIdParams, response: denied } },
    async (request, reply) => {
      const key = await verification.certification(requireAdmin(request), request.params.doctorId);
      return sendPrivateFile(reply, app.deps.storage, key, 'certification');
    },
  );

  app.post(
    '/admin/doctors/:doctorId/verify',
    { schema: { tags, params: doctorIdParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await verification.verify(requireAdmin(request), request.params.doctorId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/doctors/:doctorId/reject',
    {
      schema: {
        tags,
        params: doctorIdParams,
        body: reasonBody,
        response: { 204: z.null(), 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await verification.reject(requireAdmin(request), request.params.doctorId, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
