import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '#api/lib/uploads.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { pictureAndCertification, sendPrivateFile } from '../stored-file.ts';
import { createProfileService } from './service.ts';

export async function doctorProfileRoutes(app: FastifyInstance) {
  const profile = createProfileService(app.deps);
  const table = routes.doctor.profile;

  serve(app, table.read, async ({ identity }) => profile.get(identity.doctorId));

  serve(
    app,
    table.update,
    async ({ identity, request }) => {
      const form = pictureAndCertification(app.deps.config);
      return profile.update(identity.doctorId, await readMultipart(request, app.deps.storage, form));
    },
    { consumes: ['multipart/form-data'] },
  );

  serve(app, table.certification, async ({ identity, reply }) =>
    sendPrivateFile(
      reply,
      app.deps.storage,
      await profile.certificationKey(identity.doctorId),
      'certification',
    ),
  );

  serve(app, table.specializations, async () => profile.specializations());
}
