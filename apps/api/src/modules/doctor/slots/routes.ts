import {
  createSlotBody,
  detailSchema,
  doctorIdParams,
  doctorSlotList,
  slotParams,
  slotResponse,
  updateSlotBody,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANTS_ADMITTED, requireAgendaKeeper, requireAgendaKeeperSelf } from '#api/lib/auth/guards.ts';
import { actingAgendaKeeper } from '../access.ts';
import { createSlotService } from '#api/modules/appointments/slots/service.ts';

const tags = ['doctor bookings'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorSlotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const slots = createSlotService(app.deps);

  app.post(
    '/doctor/CreateBooking/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        body: createSlotBody,
        response: { 201: slotResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { doctorId } = actingAgendaKeeper(request, request.body.doctor);
      return reply.status(201).send(await slots.create(doctorId, request.body));
    },
  );

  app.patch(
    '/doctor/UpdateDeleteBooking/:bookingId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        params: slotParams,
        body: updateSlotBody,
        response: { 200: slotResponse, 400: validationErrorSchema, ...denied, 409: detailSchema },
      },
    },
    async (request) => {
      const { doctorId } = actingAgendaKeeper(request, request.body.doctor);
      return slots.update(doctorId, request.params.bookingId, request.body);
    },
  );

  app.delete(
    '/doctor/UpdateDeleteBooking/:bookingId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: { tags, params: slotParams, response: { 204: z.null(), ...denied, 409: detailSchema } },
    },
    async (request, reply) => {
      await slots.remove(requireAgendaKeeper(request).doctorId, request.params.bookingId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/doctor/allBooking_doctor/:doctorId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: { tags, params: doctorIdParams, response: { 200: doctorSlotList, ...denied } },
    },
    async (request) => slots.list(requireAgendaKeeperSelf(request, request.params.doctorId).doctorId),
  );
}
