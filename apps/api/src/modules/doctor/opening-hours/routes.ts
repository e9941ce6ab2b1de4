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
import { ASSISTANTS_ADMITTED, requireAgendaKeeper } from '#api/lib/auth/guards.ts';
import { createOpeningHours } from './service.ts';

const tags = ['doctor opening hours'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** Weekly hours, absences, and deleting a booked slot through the doctor's cancel. */
export async function doctorOpeningHoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hours = createOpeningHours(app.deps);

  app.get(
    '/doctor/opening-hours/',
    { config: ASSISTANTS_ADMITTED, schema: { tags, response: { 200: openingHoursBody, ...denied } } },
    async (request) => hours.get(requireAgendaKeeper(request).doctorId),
  );

  app.put(
    '/doctor/opening-hours/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        body: openingHoursBody,
        response: { 200: openingHoursResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => hours.save(requireAgendaKeeper(request).doctorId, request.body),
  );

  app.get(
    '/doctor/absences/',
    { config: ASSISTANTS_ADMITTED, schema: { tags, response: { 200: absenceList, ...denied } } },
    async (request) => hours.absences(requireAgendaKeeper(request).doctorId),
  );

  app.post(
    '/doctor/absences/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        body: absenceBody,
        response: { 201: absenceResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await hours.addAbsence(requireAgendaKeeper(request), request.body)),
  );

  app.delete(
    '/doctor/absences/:absenceId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: { tags, params: absenceParams, response: { 204: z.null(), ...denied } },
    },
    async (request, reply) => {
      await hours.removeAbsence(requireAgendaKeeper(request).doctorId, request.params.absenceId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/doctor/UpdateDeleteBooking/:bookingId/cancel',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        params: slotParams,
        body: bookedSlotCancelBody,
        response: { 204: z.null(), 400: validationErrorSchema, ...denied, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await hours.cancelBookedSlot(
        requireAgendaKeeper(request),
        request.params.bookingId,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );
}
