import {
  detailSchema,
  FILE_MESSAGES,
  fileParams,
  fileRenameBody,
  folderParams,
  medicalFileSchema,
  msgSchema,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf, requireUser } from '#api/lib/auth/guards.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { contentDisposition, downloadName } from './download.ts';
import { createFileService } from './service.ts';

const tags = ['patient files'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
export const RECORDS_PREFIX = 'records';

export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = createFileService(app.deps);

  app.get(
    '/patient/:patientId/folder/:folderId/file',
    { schema: { tags, params: folderParams, response: { 200: z.array(medicalFileSchema), ...denied } } },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return files.list(identity, request.params.folderId);
    },
  );

  app.post(
    '/patient/:patientId/folder/:folderId/file',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: folderParams,
        response: { 201: msgSchema, 400: validationErrorSchema, ...denied, 413: detailSchema },
      },
    },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      await files.assertOwner(identity, request.params.folderId);
      const maxBytes = app.deps.config.UPLOAD_MAX_BYTES;
      const upload = await readMultipart(request, app.deps.storage, {
        file: { kinds: 'any', maxBytes, prefix: RECORDS_PREFIX },
      });
      try {
        await files.add(identity, request.params.folderId, upload);
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return reply.status(201).send({ msg: FILE_MESSAGES.uploaded });
    },
  );

  const changeUrl = '/patient/folder/:folderId/update-file-name-or-delete/:fileId';

  app.put(
    changeUrl,
    {
      schema: {
        tags,
        params: fileParams,
        body: fileRenameBody,
        response: { 200: medicalFileSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { folderId, fileId } = request.params;
      return files.rename(requireUser(request), folderId, fileId, request.body.name);
    },
  );

  app.delete(
    changeUrl,
    { schema: { tags, params: fileParams, response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      await files.remove(requireUser(request), request.params.folderId, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/patient/folder/:folderId/file/:fileId/download',
    {
      schema: {
        tags,
        params: fileParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...denied },
      },
    },
    async (request, reply) => {
      const { row, body } = await files.open(
        requireUser(request),
        request.params.folderId,
        request.params.fileId,
      );
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(downloadName(row.name, row.contentType)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
