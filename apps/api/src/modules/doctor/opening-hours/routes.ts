import {
  absenceBody,
  absenceList,
  absenceParams,
  absenceResponse,
  bookedSlotCancelBody,
  detailSchema,
  openingHoursBody,
  openingHoursResponse,
  slotParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireDoctor } from '../../../lib/auth/guards.ts';
import { createOpeningHours } from './service.ts';

const tags = ['doctor opening hours'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** Weekly hours, absences, and deleting a booked slot through the doctor's cancel. */
export async function doctorOpeningHoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hours = createOpeningHours(app.deps);
  app.addHook('onReady', () => hours.scheduleToday().then(() => undefined));

  app.get(
    '/doctor/opening-hours/',
    { schema: { tags, response: { 200: openingHoursBody, ...denied } } },
    async (request) => hours.get(requireDoctor(request).doctorId),
  );

  app.put(
    '/doctor/opening-hours/',
    {
      schema: {
        tags,
        body: openingHoursBody,
        response: { 200: openingHoursResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => hours.save(requireDoctor(request).doctorId, request.body),
  );

  app.get(
    '/doctor/absences/',
    { schema: { tags, response: { 200: absenceList, ...denied } } },
    async (request) => hours.absences(requireDoctor(request).doctorId),
  );

  app.post(
    '/doctor/absences/',
    {
      schema: {
        tags,
        body: absenceBody,
        response: { 201: absenceResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await hours.addAbsence(requireDoctor(request), request.body)),
  );

  app.delete(
    '/doctor/absences/:absenceId/',
    { schema: { tags, params: absenceParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await hours.removeAbsence(requireDoctor(request).doctorId, request.params.absenceId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/doctor/UpdateDeleteBooking/:bookingId/cancel',
    {
      schema: {
        tags,
        params: slotParams,
        body: bookedSlotCancelBody,
        response: { 204: z.null(), 400: validationErrorSchema, ...denied, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await hours.cancelBookedSlot(requireDoctor(request), request.params.bookingId, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
