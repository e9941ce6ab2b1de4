import { clinicParams, clinicResponse, detailSchema, validationErrorSchema } from '@reayah/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctor } from '#api/lib/auth/guards.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { pictureAndCertification, sendPrivateFile } from '../stored-file.ts';
import { createClinicService } from './service.ts';

const tags = ['doctor clinic'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const multipartNote =
  'multipart/form-data: name, email, phone_number, address, description, map_clinic, picture, certification';

export async function doctorClinicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clinics = createClinicService(app.deps);
  const readForm = (request: FastifyRequest) =>
    readMultipart(request, app.deps.storage, pictureAndCertification(app.deps.config));

  app.post(
    '/doctor/CreateClinic/',
    {
      schema: {
        tags,
        description: `${multipartNote}; both files are required. The clinic belongs to the signed-in doctor.`,
        response: {
          201: clinicResponse,
          400: validationErrorSchema,
          ...denied,
          409: detailSchema,
          413: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { doctorId } = requireDoctor(request);
      return reply.status(201).send(await clinics.create(doctorId, await readForm(request)));
    },
  );

  app.get(
    '/doctor/GetUpdateClinic/:clinicId/',
    { schema: { tags, params: clinicParams, response: { 200: clinicResponse, ...denied } } },
    async (request) => clinics.get(requireDoctor(request).doctorId, request.params.clinicId),
  );

  app.patch(
    '/doctor/GetUpdateClinic/:clinicId/',
    {
      schema: {
        tags,
        description: multipartNote,
        params: clinicParams,
        response: { 200: clinicResponse, 400: validationErrorSchema, ...denied, 413: detailSchema },
      },
    },
    async (request) =>
      clinics.update(requireDoctor(request).doctorId, request.params.clinicId, () => readForm(request)),
  );

  // The clinic's certification is seen by its doctor only; it is never a public picture.
  app.get(
    '/doctor/GetUpdateClinic/:clinicId/certification/',
    { schema: { tags, params: clinicParams, response: denied } },
    async (request, reply) => {
      const key = await clinics.certificationKey(requireDoctor(request).doctorId, request.params.clinicId);
      return sendPrivateFile(reply, app.deps.storage, key, 'clinic-certification');
    },
  );
}
