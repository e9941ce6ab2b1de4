import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createWaitlistService } from './service.ts';

export async function waitlistRoutes(app: FastifyInstance) {
  const waitlist = createWaitlistService(app.deps);
  const table = routes.appointments.waitlist;

  serve(app, table.status, async ({ identity, params }) => ({
    waiting: await waitlist.status(identity, params.doctorId),
  }));
  serve(app, table.join, async ({ identity, params }) => {
    await waitlist.join(identity, params.doctorId);
    return { waiting: true };
  });
  serve(app, table.leave, async ({ identity, params }) => {
    await waitlist.leave(identity, params.doctorId);
    return { waiting: false };
  });
}
