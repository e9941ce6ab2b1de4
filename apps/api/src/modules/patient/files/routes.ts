import { FILE_MESSAGES } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { contentDisposition, downloadName } from './download.ts';
import { createFileService } from './service.ts';

export const RECORDS_PREFIX = 'records';

export async function fileRoutes(app: FastifyInstance) {
  const files = createFileService(app.deps);
  const table = routes.patient.files;

  serve(app, table.list, ({ identity, params }) => files.list(identity, params.folderId));

  serve(
    app,
    table.upload,
    async ({ identity, params, request, reply }) => {
      await files.assertOwner(identity, params.folderId);
      const maxBytes = app.deps.config.UPLOAD_MAX_BYTES;
      const upload = await readMultipart(request, app.deps.storage, {
        file: { kinds: 'any', maxBytes, prefix: RECORDS_PREFIX },
      });
      try {
        await files.add(identity, params.folderId, upload);
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return reply.status(201).send({ msg: FILE_MESSAGES.uploaded });
    },
    { consumes: ['multipart/form-data'] },
  );

  serve(app, table.rename, ({ identity, params, body }) =>
    files.rename(identity, params.folderId, params.fileId, body.name),
  );

  serve(app, table.remove, async ({ identity, params, reply }) => {
    await files.remove(identity, params.folderId, params.fileId);
    return reply.status(204).send(null);
  });

  serve(
    app,
    table.download,
    async ({ identity, params, reply }) => {
      const { row, body } = await files.open(identity, params.folderId, params.fileId);
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(downloadName(row.name, row.contentType)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
    { produces: ['application/octet-stream'] },
  );
}
