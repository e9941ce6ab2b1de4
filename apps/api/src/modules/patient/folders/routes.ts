import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createFolderService } from './service.ts';

export async function folderRoutes(app: FastifyInstance) {
  const folders = createFolderService(app.deps);

  serve(app, routes.patient.folders.list, ({ identity, params }) => folders.list(identity, params.patientId));

  serve(app, routes.patient.folders.create, async ({ identity, params, body, reply }) =>
    reply
      .status(201)
      .send(await folders.create(identity, params.patientId, body.name, body.relative ?? null)),
  );

  serve(app, routes.patient.folders.get, ({ identity, params }) => folders.get(identity, params.folderId));
}
