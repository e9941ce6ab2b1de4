import {
  availableSlot,
  bookedAppointment,
  bookingBody,
  bookingParams,
  detailSchema,
  doctorSlotsParams,
  slotWindowQuery,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { visitorLimit } from '#api/lib/rate-limit/visitor-limit.ts';
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
        description:
          'The free slots of a window of days (`days`, 14 unless given, at most 31 and 300 slots) from the first day on or after `from` (today unless given) that has one. A `Link` header with rel="next" gives the next window when there is a free slot after this one.',
        params: doctorSlotsParams,
        querystring: slotWindowQuery,
        response: {
          200: z.array(availableSlot),
          400: validationErrorSchema,
          404: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { doctorId } = request.params;
      const window = await booking.availableSlots(doctorId, request.query);
      if (window.next) {
        const days = request.query.days ? `&days=${request.query.days}` : '';
        reply.header(
          'link',
          `</api/patient/all-bookings/${doctorId}/?from=${window.next}${days}>; rel="next"`,
        );
      }
      return window.slots;
    },
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
