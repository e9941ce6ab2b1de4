import { bookedSlotCancelBody, detailSchema, slotParams, validationErrorSchema } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANTS_ADMITTED, requireAgendaKeeper } from '#api/lib/auth/guards.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { createOpeningHours } from './service.ts';

const tags = ['doctor opening hours'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** Weekly hours, absences, and deleting a booked slot through the doctor's cancel. */
export async function doctorOpeningHoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hours = createOpeningHours(app.deps);
  app.addHook('onReady', () => hours.scheduleToday().then(() => undefined));
  const table = routes.doctor.openingHours;

  serve(app, table.read, async ({ identity }) => hours.get(identity.doctorId));

  serve(app, table.save, async ({ body, identity }) => hours.save(identity.doctorId, body));

  serve(app, table.absences, async ({ identity }) => hours.absences(identity.doctorId));

  serve(app, table.addAbsence, async ({ body, identity, reply }) =>
    reply.status(201).send(await hours.addAbsence(identity, body)),
  );

  serve(app, table.removeAbsence, async ({ params, identity, reply }) => {
    await hours.removeAbsence(identity.doctorId, params.absenceId);
    return reply.status(204).send(null);
  });

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
