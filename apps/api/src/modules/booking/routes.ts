import {
  availableSlot,
  bookedAppointment,
  bookingBody,
  bookingParams,
  detailSchema,
  doctorSlotsParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '../../lib/auth/guards.ts';
import { visitorLimit } from '../../lib/rate-limit/visitor-limit.ts';
import { createBookingService } from './service.ts';

const tags = ['booking'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = createBookingService(app.deps);

  // Public, like the doctor directory: free slots say nothing about any patient.
  app.get(
    '/patient/all-bookings/:doctorId',
    {
      preHandler: visitorLimit(app),
      schema: {
        tags,
        params: doctorSlotsParams,
        response: { 200: z.array(availableSlot), 404: detailSchema, 429: detailSchema },
      },
    },
    async (request) => booking.availableSlots(request.params.doctorId),
  );

  app.post(
    '/patient/:patientId/booking/:slotId',
    {
      schema: {
        tags,
        params: bookingParams,
        body: bookingBody,
        response: { 201: bookedAppointment, ...errors, 409: detailSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      const appointment = await booking.book(identity, request.params.slotId, {
        appointmentReason: request.body?.appointment_reason ?? '',
        typePerson: request.body?.type_person ?? '',
        relative: request.body?.relative ?? null,
      });
      return reply.status(201).send(appointment);
    },
  );
}
