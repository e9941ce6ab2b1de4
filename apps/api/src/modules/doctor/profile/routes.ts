import {
  detailSchema,
  doctorIdParams,
  doctorProfileResponse,
  specializationList,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctor, requireDoctorSelf } from '#api/lib/auth/guards.ts';
import { readMultipart } from '#api/lib/uploads.ts';
import { pictureAndCertification, sendPrivateFile } from '../stored-file.ts';
import { createProfileService } from './service.ts';

const tags = ['doctor profile'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profile = createProfileService(app.deps);

  app.get(
    '/doctor/UpdateProfile/:doctorId/',
    { schema: { tags, params: doctorIdParams, response: { 200: doctorProfileResponse, ...denied } } },
    async (request) => profile.get(requireDoctorSelf(request, request.params.doctorId).doctorId),
  );

  app.patch(
    '/doctor/UpdateProfile/:doctorId/',
    {
      schema: {
        tags,
        description:
          'multipart/form-data: full_name, phone_number, address, specialization, biography, age, order_number, fee_dzd, languages (comma-separated ar, ber, fr, en), visit_types (comma-separated in_person, video), picture, certification',
        params: doctorIdParams,
        response: { 200: doctorProfileResponse, 400: validationErrorSchema, ...denied, 413: detailSchema },
      },
    },
    async (request) => {
      const { doctorId } = requireDoctorSelf(request, request.params.doctorId);
      const form = pictureAndCertification(app.deps.config);
      return profile.update(doctorId, await readMultipart(request, app.deps.storage, form));
    },
  );

  // The certification is seen by the doctor who uploaded it only; it is never a public picture.
  app.get(
    '/doctor/UpdateProfile/:doctorId/certification/',
    { schema: { tags, params: doctorIdParams, response: denied } },
    async (request, reply) => {
      const { doctorId } = requireDoctorSelf(request, request.params.doctorId);
      return sendPrivateFile(
        reply,
        app.deps.storage,
        await profile.certificationKey(doctorId),
        'certification',
      );
    },
  );

  app.get(
    '/doctor/specialization/',
    { schema: { tags, response: { 200: specializationList, 401: detailSchema, 403: detailSchema } } },
    async (request) => {
      requireDoctor(request);
      return profile.specializations();
    },
  );
}
