import { patientProfileUpdateFields } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { IMAGE_KINDS } from '#api/lib/file-kinds.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { PICTURE_PREFIX } from '#api/modules/media/pictures.ts';
import { parseFields } from './parse-fields.ts';
import { createProfileService } from './service.ts';

export async function profileRoutes(app: FastifyInstance) {
  const profiles = createProfileService(app.deps);

  serve(app, routes.patient.profile.get, ({ identity, params }) => profiles.get(identity, params.patientId));

  serve(
    app,
    routes.patient.profile.update,
    async ({ identity, params, request }) => {
      const config = app.deps.config;
      const upload = await readMultipart(request, app.deps.storage, {
        picture: { kinds: IMAGE_KINDS, maxBytes: config.PICTURE_MAX_BYTES, prefix: PICTURE_PREFIX },
      });
      try {
        const input = parseFields(patientProfileUpdateFields, upload.fields);
        return await profiles.update(identity, params.patientId, input, upload.files.picture);
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
    { consumes: ['multipart/form-data'] },
  );
}
