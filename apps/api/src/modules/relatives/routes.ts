import {
  detailSchema,
  patientIdParams,
  relativeBody,
  relativeParams,
  relativeSchema,
  relativeUpdateBody,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { createRelativesService } from './service.ts';

const tags = ['patient relatives'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const oneRelative = patientIdParams.extend(relativeParams.shape);

/** The patient's relatives, whom they book for; only the patient named in the path reaches them. */
export async function relativesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const relatives = createRelativesService(app.deps);

  app.get(
    '/patient/:patientId/relatives',
    { schema: { tags, params: patientIdParams, response: { 200: z.array(relativeSchema), ...denied } } },
    async (request) => relatives.list(requirePatientSelf(request, request.params.patientId)),
  );

  app.post(
    '/patient/:patientId/relatives',
    {
      schema: {
        tags,
        params: patientIdParams,
        body: relativeBody,
        response: { 201: relativeSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return reply.status(201).send(await relatives.add(identity, request.body));
    },
  );

  app.patch(
    '/patient/:patientId/relatives/:relativeId',
    {
      schema: {
        tags,
        params: oneRelative,
        body: relativeUpdateBody,
        response: { 200: relativeSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return relatives.update(identity, request.params.relativeId, request.body);
    },
  );

  app.delete(
    '/patient/:patientId/relatives/:relativeId',
    { schema: { tags, params: oneRelative, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      await relatives.remove(identity, request.params.relativeId);
      return reply.status(204).send(null);
    },
  );
}
