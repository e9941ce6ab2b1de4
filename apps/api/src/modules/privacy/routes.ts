import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createAccessLogService } from './access-log/service.ts';
import { createConsentService } from './consent/service.ts';
import { createGrantsService } from './grants/service.ts';

/**
 * The patient's control over their data: the access log, the doctors who may read a folder, the
 * doctors who can reach them and ending one's access.
 */
export async function privacyRoutes(app: FastifyInstance) {
  const log = createAccessLogService(app.deps);
  const grants = createGrantsService(app.deps);
  const consent = createConsentService(app.deps);
  const table = routes.privacy;

  serve(app, table.accessLog, async ({ identity, query }) => log.list(identity, query.page));

  serve(app, table.grants, async ({ identity, params }) => grants.list(identity, params.folderId));

  serve(app, table.revokeGrant, async ({ identity, params, reply }) => {
    await grants.revoke(identity, params.folderId, params.grantId);
    return reply.status(204).send(null);
  });

  serve(app, table.doctorsWithAccess, ({ params }) => consent.doctorsWithAccess(params.patientId));

  serve(app, table.withdrawConsent, ({ identity, params }) => consent.withdraw(identity, params.doctorId));
}
