import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { requireAgendaKeeper, requireDoctor } from '#api/lib/auth/guards.ts';
import { languageOf } from '#api/lib/i18n/language.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { createPhoneBooking } from '#api/modules/appointments/phone-booking/service.ts';
import { createAssistantService } from './service.ts';

/** Refuses the wrong caller before the body is read (a hook, as the doctor area does). */
function guardFirst(check: (request: FastifyRequest) => unknown): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}

/** The doctor's assistants (invite, list, remove), accepting an invitation, booking by telephone. */
export async function assistantRoutes(app: FastifyInstance) {
  const assistants = createAssistantService(app.deps);
  const bookByPhone = createPhoneBooking(app.deps);
  const table = routes.assistants;
  const doctorOnly = { onRequest: guardFirst(requireDoctor) };

  serve(app, table.list, async ({ identity }) => assistants.list(identity.doctorId), doctorOnly);

  serve(
    app,
    table.invite,
    async ({ identity, body, request, reply }) =>
      reply.status(201).send(await assistants.invite(identity, body.email, languageOf(request))),
    doctorOnly,
  );

  serve(
    app,
    table.withdrawInvite,
    async ({ identity, params, reply }) => {
      await assistants.withdraw(identity, params.inviteId);
      return reply.status(204).send(null);
    },
    doctorOnly,
  );

  serve(
    app,
    table.remove,
    async ({ identity, params, reply }) => {
      await assistants.remove(identity, params.userId);
      return reply.status(204).send(null);
    },
    doctorOnly,
  );

  serve(app, table.invitation, async ({ params }) => assistants.summary(params.code));

  serve(app, table.accept, async ({ params, body, request, reply }) =>
    reply.status(201).send(await assistants.accept(params.code, body, languageOf(request))),
  );

  serve(app, table.me, async ({ identity }) => assistants.me(identity));

  serve(
    app,
    table.phoneBooking,
    async ({ identity, body, reply }) => reply.status(201).send(await bookByPhone(identity, body)),
    { onRequest: guardFirst(requireAgendaKeeper) },
  );
}
