import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { clearAuthCookies } from '#api/lib/auth/cookies.ts';
import { contentDisposition } from '#api/lib/file-names.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { createDeletionService } from './deletion/service.ts';
import { createExportService } from './export/service.ts';

/** The patient's own data: the export of all of it, and deleting the account. */
export async function accountDataRoutes(app: FastifyInstance) {
  const exports = createExportService(app.deps);
  const deletion = createDeletionService(app.deps);
  const table = routes.accountData;

  serve(app, table.startExport, async ({ identity, params, reply }) =>
    reply.status(202).send(await exports.start(identity, params.patientId)),
  );

  serve(app, table.export, async ({ params }) => exports.status(params.patientId));

  serve(
    app,
    table.download,
    async ({ params, reply }) => {
      const file = await exports.download(params.patientId, params.exportId);
      const day = file.readyAt.toISOString().slice(0, 10);
      if (file.size !== null) reply.header('Content-Length', String(file.size));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(`reayah-data-${day}.zip`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
    { produces: ['application/zip'] },
  );

  serve(app, table.deleteAccount, async ({ body, identity, request, reply }) => {
    const detail = await deletion.deleteAccount(identity, body.password);
    clearAuthCookies(request, reply);
    return { detail };
  });
}
