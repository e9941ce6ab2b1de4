import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createAccessLogService } from './access-log/service.ts';
import { createGrantsService } from './grants/service.ts';

/** The patient's control over their data: the access log and the doctors who may read a folder. */
export async function privacyRoutes(app: FastifyInstance) {
  const log = createAccessLogService(app.deps);
  const grants = createGrantsService(app.deps);
  const table = routes.privacy;

  serve(app, table.accessLog, async ({ identity, query }) => log.list(identity, query.page));

  serve(app, table.grants, async ({ identity, params }) => grants.list(identity, params.folderId));

  serve(app, table.revokeGrant, async ({ identity, params, reply }) => {
    await grants.revoke(identity, params.folderId, params.grantId);
    return reply.status(204).send(null);
  });
}
