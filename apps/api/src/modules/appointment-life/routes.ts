import {
  appointmentMessage,
  doctorAppointmentParams,
  doctorCancelBody,
  noShowBody,
  patientAppointmentParams,
  rescheduleBody,
  waitlistParams,
  waitlistStatus,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAgendaKeeper, requireDoctor, requirePatient } from '#api/lib/auth/guards.ts';
import { messagesForAppointment } from '#api/lib/messages/index.ts';
import { ownAppointment } from '../doctor/access.ts';
import { createAppointmentLife } from './service.ts';
import { unsubscribedPage } from './unsubscribed-page.ts';

const tags = ['appointments'];
const noContent = { 204: z.null() };

/** After the booking: cancel, move, calendar files, no-shows, the waitlist, delivery status. */
export async function appointmentLifeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const life = createAppointmentLife(app.deps);

  app.post(
    '/patient/appointments/:bookingId/cancel',
    { schema: { tags, params: patientAppointmentParams, response: noContent } },
    async (request, reply) => {
      await life.cancelByPatient(requirePatient(request), request.params.bookingId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/patient/appointments/:bookingId/reschedule',
    { schema: { tags, params: patientAppointmentParams, body: rescheduleBody, response: noContent } },
    async (request, reply) => {
      await life.reschedule(requirePatient(request), request.params.bookingId, request.body.slot);
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
      sendCalendar(reply, await life.calendar(requirePatient(request), request.params.bookingId)),
  );
  app.get(
    '/doctor/appointments/:appointmentId/calendar.ics',
    { schema: { tags, params: doctorAppointmentParams } },
    async (request, reply) =>
      sendCalendar(reply, await life.calendar(requireAgendaKeeper(request), request.params.appointmentId)),
  );

  app.post(
    '/doctor/appointments/:appointmentId/cancel',
    { schema: { tags, params: doctorAppointmentParams, body: doctorCancelBody, response: noContent } },
    async (request, reply) => {
      await life.cancelByDoctor(
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
      await life.markNoShow(requireAgendaKeeper(request), request.params.appointmentId, request.body.no_show);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/doctor/appointments/:appointmentId/messages',
    { schema: { tags, params: doctorAppointmentParams, response: { 200: z.array(appointmentMessage) } } },
    async (request) => {
      const identity = requireDoctor(request);
      await ownAppointment(app.deps.db, identity.doctorId, request.params.appointmentId);
      const rows = await messagesForAppointment(app.deps.db, request.params.appointmentId);
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

  app.get(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => ({
      waiting: await life.waitlist.status(requirePatient(request), request.params.doctorId),
    }),
  );
  app.post(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => {
      await life.waitlist.join(requirePatient(request), request.params.doctorId);
      return { waiting: true };
    },
  );
  app.delete(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => {
      await life.waitlist.leave(requirePatient(request), request.params.doctorId);
      return { waiting: false };
    },
  );

  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags,
        querystring: z.object({ user: z.coerce.number().int().positive(), signature: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const done = await life.unsubscribe(request.query.user, request.query.signature);
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribedPage(request, done));
    },
  );
}
