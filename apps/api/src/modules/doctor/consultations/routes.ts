import {
  consultationItemBody,
  consultationItemResponse,
  consultationResponse,
  createConsultationBody,
  detailSchema,
  doctorConsultationList,
  doctorConsultationsQuery,
  medicineItemBody,
  medicineItemResponse,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctor } from '#api/lib/auth/guards.ts';
import { actingDoctor } from '../access.ts';
import { createConsultationService } from './service.ts';

const tags = ['doctor consultations'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorConsultationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const consultations = createConsultationService(app.deps);

  app.post(
    '/doctor/CreateConsultation/',
    { schema: { tags, body: createConsultationBody, response: { 201: consultationResponse, ...errors } } },
    async (request, reply) => {
      const identity = actingDoctor(request, request.body.doctor);
      return reply.status(201).send(await consultations.create(identity, identity.doctorId, request.body));
    },
  );

  app.get(
    '/doctor/consultations/',
    {
      schema: {
        tags,
        querystring: doctorConsultationsQuery,
        response: { 200: doctorConsultationList, ...errors },
      },
    },
    async (request) => consultations.list(requireDoctor(request).doctorId, request.query.page),
  );

  app.post(
    '/doctor/CreateBloodTest/',
    { schema: { tags, body: consultationItemBody, response: { 201: consultationItemResponse, ...errors } } },
    async (request, reply) => {
      const identity = requireDoctor(request);
      return reply
        .status(201)
        .send(await consultations.addBloodTest(identity, identity.doctorId, request.body));
    },
  );

  app.post(
    '/doctor/CreateMedcineItems/',
    { schema: { tags, body: medicineItemBody, response: { 201: medicineItemResponse, ...errors } } },
    async (request, reply) => {
      const identity = requireDoctor(request);
      return reply
        .status(201)
        .send(await consultations.addMedicine(identity, identity.doctorId, request.body));
    },
  );
}
