import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { visitorLimit } from '#api/lib/rate-limit/visitor-limit.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { createBookingService } from './service.ts';

export async function bookingRoutes(app: FastifyInstance) {
  const booking = createBookingService(app.deps);
  const table = routes.appointments.booking;

  serve(
    app,
    table.freeSlots,
    async ({ params, query, reply }) => {
      const window = await booking.availableSlots(params.doctorId, query);
      if (window.next) {
        const days = query.days ? `&days=${query.days}` : '';
        reply.header(
          'link',
          `</api/patient/all-bookings/${params.doctorId}/?from=${window.next}${days}>; rel="next"`,
        );
      }
      return window.slots;
    },
    { preValidation: visitorLimit(app) },
  );

  serve(app, table.book, async ({ identity, params, body, reply }) => {
    const appointment = await booking.book(identity, params.slotId, {
      appointmentReason: body?.appointment_reason ?? '',
      typePerson: body?.type_person ?? '',
      relative: body?.relative ?? null,
    });
    return reply.status(201).send(appointment);
  });
}
