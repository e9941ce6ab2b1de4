import {
  detailSchema,
  patientIdParams,
  patientProfile,
  patientProfileUpdateFields,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { IMAGE_KINDS } from '#api/lib/file-kinds.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { PICTURE_PREFIX } from '#api/modules/media/pictures.ts';
import { parseFields } from './parse-fields.ts';
import { createProfileService } from './service.ts';

const tags = ['patient'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = createProfileService(app.deps);

  app.get(
    '/patient/:patientId',
    { schema: { tags, params: patientIdParams, response: { 200: patientProfile, ...denied } } },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return profiles.get(identity, request.params.patientId);
    },
  );

  app.put(
    '/patient/:patientId',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: patientIdParams,
        response: { 200: patientProfile, 400: validationErrorSchema, ...denied, 413: detailSchema },
      },
    },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      const config = app.deps.config;
      const upload = await readMultipart(request, app.deps.storage, {
        picture: { kinds: IMAGE_KINDS, maxBytes: config.PICTURE_MAX_BYTES, prefix: PICTURE_PREFIX },
      });
      try {
        const input = parseFields(patientProfileUpdateFields, upload.fields);
        return await profiles.update(identity, request.params.patientId, input, upload.files.picture);
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
  );
}
