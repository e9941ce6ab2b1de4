import {
  dataExportSchema,
  deleteAccountBody,
  detailSchema,
  exportDownloadParams,
  exportParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAuthCookies } from '#api/lib/auth/cookies.ts';
import { requirePatientSelf, requireUser } from '#api/lib/auth/guards.ts';
import { contentDisposition } from '#api/lib/file-names.ts';
import { createDeletionService } from './deletion/service.ts';
import { createExportService } from './export/service.ts';

const tags = ['account data'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The patient's own data: the export of all of it, and deleting the account. */
export async function accountDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exports = createExportService(app.deps);
  const deletion = createDeletionService(app.deps);

  app.post(
    '/patient/:patientId/export',
    { schema: { tags, params: exportParams, response: { 202: dataExportSchema, ...denied } } },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return reply.status(202).send(await exports.start(identity, request.params.patientId));
    },
  );

  app.get(
    '/patient/:patientId/export',
    { schema: { tags, params: exportParams, response: { 200: dataExportSchema.nullable(), ...denied } } },
    async (request) => {
      requirePatientSelf(request, request.params.patientId);
      return exports.status(request.params.patientId);
    },
  );

  app.get(
    '/patient/:patientId/export/:exportId/download',
    {
      schema: {
        tags,
        params: exportDownloadParams,
        produces: ['application/zip'],
        response: { 200: z.any(), ...denied, 409: detailSchema, 410: detailSchema },
      },
    },
    async (request, reply) => {
      requirePatientSelf(request, request.params.patientId);
      const file = await exports.download(request.params.patientId, request.params.exportId);
      const day = file.readyAt.toISOString().slice(0, 10);
      if (file.size !== null) reply.header('Content-Length', String(file.size));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(`reayah-data-${day}.zip`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/auth/me/delete',
    {
      schema: {
        tags,
        body: deleteAccountBody,
        response: {
          200: detailSchema,
          400: validationErrorSchema,
          401: detailSchema,
          409: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const detail = await deletion.deleteAccount(requireUser(request), request.body.password);
      clearAuthCookies(request, reply);
      return { detail };
    },
  );
}
