import {
  accessLogQuery,
  accessLogSchema,
  detailSchema,
  folderGrantItemParams,
  folderGrantParams,
  folderGrantSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatient, requireUser } from '#api/lib/auth/guards.ts';
import { createAccessLogService } from './access-log/service.ts';
import { createGrantsService } from './grants/service.ts';

const tags = ['privacy'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The patient's control over their data: the access log and the doctors who may read a folder. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const log = createAccessLogService(app.deps);
  const grants = createGrantsService(app.deps);

  app.get(
    '/patient/access-log',
    { schema: { tags, querystring: accessLogQuery, response: { 200: accessLogSchema, ...denied } } },
    async (request) => log.list(requirePatient(request), request.query.page),
  );

  app.get(
    '/patient/folders/:folderId/grants',
    { schema: { tags, params: folderGrantParams, response: { 200: z.array(folderGrantSchema), ...denied } } },
    async (request) => grants.list(requireUser(request), request.params.folderId),
  );

  app.delete(
    '/patient/folders/:folderId/grants/:grantId',
    { schema: { tags, params: folderGrantItemParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await grants.revoke(requireUser(request), request.params.folderId, request.params.grantId);
      return reply.status(204).send(null);
    },
  );
}
