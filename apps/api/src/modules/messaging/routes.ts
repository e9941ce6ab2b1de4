import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { contentDisposition, downloadName } from '#api/modules/patient/files/download.ts';
import { createMessagingService } from './service.ts';
import { openSharedFile } from './shared-files.ts';
import { createThreadNote } from './thread-note.ts';

/** The Inbox of patients and doctors: `/api/conversations/...`. */
export async function messagingRoutes(app: FastifyInstance) {
  const messaging = createMessagingService(app.deps);
  const table = routes.messaging;

  serve(app, table.list, ({ identity }) => messaging.list(identity));

  serve(app, table.messages, ({ identity, params, query }) =>
    messaging.page(identity, params.conversationId, query.before),
  );

  serve(app, table.post, async ({ identity, params, body, reply }) => {
    const result = await messaging.post(identity, params.conversationId, body);
    return reply.status(result.created ? 201 : 200).send(result.message);
  });

  serve(app, table.read, ({ identity, params, body }) =>
    messaging.read(identity, params.conversationId, body.up_to),
  );

  // The patient's say over a conversation: block (or unblock) the doctor, or leave it for good.
  const choices = [
    [table.block, messaging.block],
    [table.unblock, messaging.unblock],
    [table.leave, messaging.leave],
  ] as const;
  for (const [spec, choose] of choices) {
    serve(app, spec, async ({ identity, params, reply }) => {
      await choose(identity, params.conversationId);
      return reply.status(204).send(null);
    });
  }

  serve(app, table.threadNote, async ({ identity, params, body, reply }) =>
    reply.status(201).send(await createThreadNote(app.deps, identity, params.conversationId, body)),
  );

  serve(
    app,
    table.file,
    async ({ identity, params, reply }) => {
      const { row, body } = await openSharedFile(app.deps, identity, params.conversationId, params.fileId);
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(downloadName(row.name, row.contentType)))
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
    { produces: ['application/octet-stream'] },
  );
}
