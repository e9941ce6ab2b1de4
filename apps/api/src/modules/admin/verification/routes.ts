import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { sendPrivateFile } from '#api/modules/doctor/stored-file.ts';
import { createVerificationService } from './service.ts';

export async function verificationRoutes(app: FastifyInstance) {
  const verification = createVerificationService(app.deps);
  const table = routes.admin.verification;

  serve(app, table.queue, async () => verification.queue());

  serve(app, table.certification, async ({ identity, params, reply }) => {
    const key = await verification.certification(identity, params.doctorId);
    return sendPrivateFile(reply, app.deps.storage, key, 'certification');
  });

  serve(app, table.verify, async ({ identity, params, reply }) => {
    await verification.verify(identity, params.doctorId);
    return reply.status(204).send(null);
  });

  serve(app, table.reject, async ({ identity, params, body, reply }) => {
    await verification.reject(identity, params.doctorId, body.reason);
    return reply.status(204).send(null);
  });
}
