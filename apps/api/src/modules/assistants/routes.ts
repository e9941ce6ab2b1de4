import {
  acceptInviteBody,
  assistantListResponse,
  assistantMeResponse,
  assistantParams,
  detailSchema,
  inviteAssistantBody,
  inviteCodeParams,
  inviteParams,
  inviteSummary,
  phoneBookingBody,
  phoneBookingResponse,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAgendaKeeper, requireAssistant, requireDoctor, requireUser } from '#api/lib/auth/guards.ts';
import { languageOf } from '#api/lib/i18n/language.ts';
import { createPhoneBooking } from '#api/modules/appointments/phone-booking/service.ts';
import { createAssistantService } from './service.ts';

const tags = ['assistants'];

/** Refuses the wrong caller before the body is read (a hook, as the doctor area does). */
function guard(check: (request: FastifyRequest) => unknown): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
const doctorOnly = guard(requireDoctor);
const agendaKeepers = guard(requireAgendaKeeper);
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The doctor's assistants (invite, list, remove), accepting an invitation, booking by telephone. */
export async function assistantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const assistants = createAssistantService(app.deps);
  const bookByPhone = createPhoneBooking(app.deps);

  app.get(
    '/doctor/assistants/',
    { onRequest: doctorOnly, schema: { tags, response: { 200: assistantListResponse, ...denied } } },
    async (request) => assistants.list(requireDoctor(request).doctorId),
  );

  app.post(
    '/doctor/assistants/invites/',
    {
      onRequest: doctorOnly,
      schema: {
        tags,
        body: inviteAssistantBody,
        response: {
          201: z.object({ id: z.number(), email: z.string() }),
          400: validationErrorSchema,
          409: detailSchema,
          429: detailSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await assistants.invite(requireDoctor(request), request.body.email, languageOf(request))),
  );

  app.delete(
    '/doctor/assistants/invites/:inviteId/',
    { onRequest: doctorOnly, schema: { tags, params: inviteParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await assistants.withdraw(requireDoctor(request), request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/doctor/assistants/:userId/',
    {
      onRequest: doctorOnly,
      schema: { tags, params: assistantParams, response: { 204: z.null(), ...denied } },
    },
    async (request, reply) => {
      await assistants.remove(requireDoctor(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/assistant/invites/:code/',
    { schema: { tags, params: inviteCodeParams, response: { 200: inviteSummary, 404: detailSchema } } },
    async (request) => assistants.summary(request.params.code),
  );

  app.post(
    '/assistant/invites/:code/accept/',
    {
      schema: {
        tags,
        params: inviteCodeParams,
        body: acceptInviteBody,
        response: {
          201: z.object({ email: z.string(), doctor_name: z.string() }),
          400: validationErrorSchema,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assistants.accept(request.params.code, request.body, languageOf(request))),
  );

  app.get(
    '/assistant/me/',
    { schema: { tags, response: { 200: assistantMeResponse, 401: detailSchema, 403: detailSchema } } },
    async (request) => {
      requireUser(request);
      return assistants.me(requireAssistant(request));
    },
  );

  app.post(
    '/doctor/phone-bookings/',
    {
      onRequest: agendaKeepers,
      schema: {
        tags,
        body: phoneBookingBody,
        response: {
          201: phoneBookingResponse,
          400: validationErrorSchema,
          409: detailSchema,
          429: detailSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookByPhone(requireAgendaKeeper(request), request.body)),
  );
}
