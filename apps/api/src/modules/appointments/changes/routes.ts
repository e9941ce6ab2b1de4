import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createAppointmentChanges } from './service.ts';

/** After the booking: cancel, move, calendar files, no-shows, delivery status. */
export async function appointmentChangeRoutes(app: FastifyInstance) {
  const changes = createAppointmentChanges(app.deps);
  const table = routes.appointments.changes;

  serve(app, table.cancelByPatient, async ({ identity, params, reply }) => {
    await changes.cancelByPatient(identity, params.bookingId);
    return reply.status(204).send(null);
  });

  serve(app, table.reschedule, async ({ identity, params, body, reply }) => {
    await changes.reschedule(identity, params.bookingId, body.slot);
    return reply.status(204).send(null);
  });

  const sendCalendar = (reply: FastifyReply, file: string) => {
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="appointment.ics"');
    return file;
  };
  serve(app, table.patientCalendar, async ({ identity, params, reply }) =>
    sendCalendar(reply, await changes.calendar(identity, params.bookingId)),
  );
  serve(app, table.doctorCalendar, async ({ identity, params, reply }) =>
    sendCalendar(reply, await changes.calendar(identity, params.appointmentId)),
  );

  serve(app, table.cancelByDoctor, async ({ identity, params, body, reply }) => {
    await changes.cancelByDoctor(identity, params.appointmentId, body.reason);
    return reply.status(204).send(null);
  });

  serve(app, table.noShow, async ({ identity, params, body, reply }) => {
    await changes.markNoShow(identity, params.appointmentId, body.no_show);
    return reply.status(204).send(null);
  });

  serve(app, table.messages, async ({ identity, params }) => {
    const rows = await changes.messages(identity, params.appointmentId);
    return rows.map((m) => ({
      kind: m.kind,
      channel: m.channel as 'email' | 'sms',
      status: m.status as 'queued' | 'sent' | 'retrying' | 'failed',
      attempts: m.attempts,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    }));
  });
}
