import {
  accessRequestResponse,
  addPatientResponse,
  detailSchema,
  doctorIdParams,
  doctorPatientParams,
  folderFilesResponse,
  myPatientsResponse,
  patientSearchQuery,
  patientSearchResponse,
  sharedFolderParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctor, requireDoctorSelf } from '#api/lib/auth/guards.ts';
import { createDoctorPatientService } from './service.ts';

const tags = ['doctor patients'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorPatientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDoctorPatientService(app.deps);

  app.get(
    '/patient/search/list',
    {
      schema: {
        tags,
        description: 'Patients matching the text, for doctors only.',
        querystring: patientSearchQuery,
        response: { 200: patientSearchResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) =>
      service.search(requireDoctor(request).doctorId, request.query.search, request.query.page),
  );

  app.post(
    '/doctor/add_patient/:doctorId/:patientId/',
    {
      schema: {
        tags,
        params: doctorPatientParams,
        description:
          "Asks the patient to join the doctor's list (201, status requested); they join once they accept. A patient who booked the doctor or shares a folder with them joins at once (status accepted).",
        response: {
          200: addPatientResponse,
          201: addPatientResponse,
          ...denied,
          409: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const identity = requireDoctorSelf(request, request.params.doctorId);
      const result = await service.add(identity, identity.doctorId, request.params.patientId);
      return reply.status(result.created ? 201 : 200).send({ msg: result.msg, status: result.status });
    },
  );

  app.get(
    '/doctor/get_my_patients/:doctorId/',
    { schema: { tags, params: doctorIdParams, response: { 200: myPatientsResponse, ...denied } } },
    async (request) => service.myPatients(requireDoctorSelf(request, request.params.doctorId).doctorId),
  );

  app.post(
    '/doctor/sendRequest/:doctorId/:patientId/',
    {
      schema: {
        tags,
        params: doctorPatientParams,
        response: { 201: accessRequestResponse, 400: validationErrorSchema, ...denied, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const identity = requireDoctorSelf(request, request.params.doctorId);
      return reply
        .status(201)
        .send(await service.sendRequest(identity, identity.doctorId, request.params.patientId));
    },
  );

  app.get(
    '/doctor/folder/:folderId/files/',
    { schema: { tags, params: sharedFolderParams, response: { 200: folderFilesResponse, ...denied } } },
    async (request) => service.folderFiles(requireDoctor(request), request.params.folderId),
  );
}
