import {
  detailSchema,
  signalBody,
  upcomingVisitList,
  validationErrorSchema,
  visitConsultationBody,
  visitParams,
  visitResponse,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '#api/lib/auth/guards.ts';
import { writeVisitConsultation } from './consultation.ts';
import { createVisitService } from './service.ts';

const tags = ['video visits'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** `/api/visits/{appointmentId}/...`: the visit page, its WebRTC signalling and its consultation. */
export async function visitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const visits = createVisitService(app.deps);

  app.get('/visits/', { schema: { tags, response: { 200: upcomingVisitList, ...errors } } }, (request) =>
    visits.upcoming(requireUser(request)),
  );

  app.get(
    '/visits/:appointmentId/',
    { schema: { tags, params: visitParams, response: { 200: visitResponse, ...errors } } },
    (request) => visits.get(requireUser(request), request.params.appointmentId),
  );

  app.post(
    '/visits/:appointmentId/signal/',
    {
      schema: {
        tags,
        description:
          "Offer, answer, ICE candidate or hang-up, delivered as `visit.signal` on the other party's /api/events/.",
        params: visitParams,
        body: signalBody,
        response: { 202: z.object({}), ...errors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await visits.signal(requireUser(request), request.params.appointmentId, request.body);
      return reply.status(202).send({});
    },
  );

  app.post(
    '/visits/:appointmentId/consultation/',
    {
      schema: {
        tags,
        params: visitParams,
        body: visitConsultationBody,
        response: { 201: z.object({ id: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await writeVisitConsultation(
            app.deps,
            requireUser(request),
            request.params.appointmentId,
            request.body,
          ),
        ),
  );
}
