import {
  detailSchema,
  folderBody,
  folderParams,
  medicalFolderSchema,
  patientIdParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { createFolderService } from './service.ts';

const tags = ['patient folders'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function folderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const folders = createFolderService(app.deps);

  app.get(
    '/patient/:patientId/folder',
    { schema: { tags, params: patientIdParams, response: { 200: z.array(medicalFolderSchema), ...denied } } },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return folders.list(identity, request.params.patientId);
    },
  );

  app.post(
    '/patient/:patientId/folder',
    {
      schema: {
        tags,
        params: patientIdParams,
        body: folderBody,
        response: { 201: medicalFolderSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return reply
        .status(201)
        .send(
          await folders.create(
            identity,
            request.params.patientId,
            request.body.name,
            request.body.relative ?? null,
          ),
        );
    },
  );

  app.get(
    '/patient/:patientId/folder/:folderId',
    { schema: { tags, params: folderParams, response: { 200: medicalFolderSchema, ...denied } } },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return folders.get(identity, request.params.folderId);
    },
  );
}
