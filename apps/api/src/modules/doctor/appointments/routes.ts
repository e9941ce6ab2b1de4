import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createDoctorAppointmentService } from '#api/modules/appointments/doctor-appointments/service.ts';

export async function doctorAppointmentRoutes(app: FastifyInstance) {
  const appointments = createDoctorAppointmentService(app.deps);
  const table = routes.appointments.doctorAppointments;

  serve(app, table.create, async ({ identity, params, body, reply }) => {
    const created = await appointments.create(identity, identity.doctorId, params.patientId, body);
    return reply.status(201).send(created);
  });

  serve(app, table.update, async ({ identity, params, body }) =>
    appointments.update(identity, identity.doctorId, params.appointmentId, body),
  );

  serve(app, table.cancel, async ({ identity, params, reply }) => {
    await appointments.cancel(identity, params.appointmentId);
    return reply.status(204).send(null);
  });

  serve(app, table.list, async ({ identity }) => appointments.list(identity.doctorId));
}
