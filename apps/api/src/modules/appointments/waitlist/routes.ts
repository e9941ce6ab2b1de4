import { waitlistParams, waitlistStatus } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePatient } from '#api/lib/auth/guards.ts';
import { createWaitlistService } from './service.ts';

const tags = ['appointments'];

export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const waitlist = createWaitlistService(app.deps);

  app.get(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => ({
      waiting: await waitlist.status(requirePatient(request), request.params.doctorId),
    }),
  );
  app.post(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => {
      await waitlist.join(requirePatient(request), request.params.doctorId);
      return { waiting: true };
    },
  );
  app.delete(
    '/patient/waitlist/:doctorId',
    { schema: { tags, params: waitlistParams, response: { 200: waitlistStatus } } },
    async (request) => {
      await waitlist.leave(requirePatient(request), request.params.doctorId);
      return { waiting: false };
    },
  );
}
