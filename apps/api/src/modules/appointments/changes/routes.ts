import {
  appointmentMessage,
  doctorAppointmentParams,
  doctorCancelBody,
  noShowBody,
  patientAppointmentParams,
  rescheduleBody,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAgendaKeeper, requireDoctor, requirePatient } from '#api/lib/auth/guards.ts';
import { createAppointmentChanges } from './service.ts';

const tags = ['appointments'];
const noContent = { 204: z.null() };

/** After the booking: cancel, move, calendar files, no-shows, delivery status. */
export async function appointmentChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const changes = createAppointmentChanges(app.deps);

  app.post(
    '/patient/appointments/:bookingId/cancel',
    { schema: { tags, params: patientAppointmentParams, response: noContent } },
    async (request, reply) => {
      await changes.cancelByPatient(requirePatient(request), request.params.bookingId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/patient/appointments/:bookingId/reschedule',
    { schema: { tags, params: patientAppointmentParams, body: rescheduleBody, response: noContent } },
    async (request, reply) => {
      await changes.reschedule(requirePatient(request), request.params.bookingId, request.body.slot);
      return reply.status(204).send(null);
    },
  );

  const sendCalendar = (reply: { header(k: string, v: string): unknown }, file: string) => {
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="appointment.ics"');
    return file;
  };
  app.get(
    '/patient/appointments/:bookingId/calendar.ics',
    { schema: { tags, params: patientAppointmentParams } },
    async (request, reply) =>
      sendCalendar(reply, await changes.calendar(requirePatient(request), request.params.bookingId)),
  );
  app.get(
    '/doctor/appointments/:appointmentId/calendar.ics',
    { schema: { tags, params: doctorAppointmentParams } },
    async (request, reply) =>
      sendCalendar(reply, await changes.calendar(requireAgendaKeeper(request), request.params.appointmentId)),
  );

  app.post(
    '/doctor/appointments/:appointmentId/cancel',
    { schema: { tags, params: doctorAppointmentParams, body: doctorCancelBody, response: noContent } },
    async (request, reply) => {
      await changes.cancelByDoctor(
        requireAgendaKeeper(request),
        request.params.appointmentId,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/doctor/appointments/:appointmentId/no-show',
    { schema: { tags, params: doctorAppointmentParams, body: noShowBody, response: noContent } },
    async (request, reply) => {
      await changes.markNoShow(
        requireAgendaKeeper(request),
        request.params.appointmentId,
        request.body.no_show,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/doctor/appointments/:appointmentId/messages',
    { schema: { tags, params: doctorAppointmentParams, response: { 200: z.array(appointmentMessage) } } },
    async (request) => {
      const rows = await changes.messages(requireDoctor(request), request.params.appointmentId);
      return rows.map((m) => ({
        kind: m.kind,
        channel: m.channel as 'email' | 'sms',
        status: m.status as 'queued' | 'sent' | 'retrying' | 'failed',
        attempts: m.attempts,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      }));
    },
  );
}
