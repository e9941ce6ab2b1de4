import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createOpeningHours } from './service.ts';

/** Weekly hours, absences, and deleting a booked slot through the doctor's cancel. */
export async function doctorOpeningHoursRoutes(app: FastifyInstance) {
  const hours = createOpeningHours(app.deps);
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

  serve(app, table.cancelBookedSlot, async ({ params, body, identity, reply }) => {
    await hours.cancelBookedSlot(identity, params.bookingId, body.reason);
    return reply.status(204).send(null);
  });
}
