import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createSlotService } from '#api/modules/appointments/slots/service.ts';
import { actingAgendaKeeper } from '../access.ts';

export async function doctorSlotRoutes(app: FastifyInstance) {
  const slots = createSlotService(app.deps);
  const table = routes.appointments.slots;

  serve(app, table.create, async ({ request, body, reply }) => {
    const { doctorId } = actingAgendaKeeper(request, body.doctor);
    return reply.status(201).send(await slots.create(doctorId, body));
  });

  serve(app, table.update, async ({ request, params, body }) => {
    const { doctorId } = actingAgendaKeeper(request, body.doctor);
    return slots.update(doctorId, params.bookingId, body);
  });

  serve(app, table.remove, async ({ identity, params, reply }) => {
    await slots.remove(identity.doctorId, params.bookingId);
    return reply.status(204).send(null);
  });

  serve(app, table.list, async ({ identity }) => slots.list(identity.doctorId));
}
