import {
  consultationPrescriptionParams,
  consultationPrescriptionPdfParams,
  detailSchema,
  issuePrescriptionBody,
  patientPrescription,
  prescriptionCodeParams,
  prescriptionParams,
  prescriptionSummary,
  prescriptionVerification,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireDoctor, requirePatient, requireUser } from '#api/lib/auth/guards.ts';
import { createPrescriptionService } from './service.ts';

const tags = ['prescriptions'];
const errors = {
  400: validationErrorSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
  409: detailSchema,
};

/** Issue, list, download and revoke prescriptions; anyone may check one by its code. */
export async function prescriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const prescriptions = createPrescriptionService(app.deps);

  app.post(
    '/doctor/consultations/:consultationId/prescriptions',
    {
      schema: {
        tags,
        params: consultationPrescriptionParams,
        // A POST without a body prescribes the consultation's medicine items.
        body: issuePrescriptionBody.nullish(),
        response: { 201: prescriptionSummary, ...errors },
      },
    },
    async (request, reply) => {
      const doctor = requireDoctor(request);
      const issued = await prescriptions.issue(doctor, request.params.consultationId, request.body);
      return reply.status(201).send(issued);
    },
  );

  app.get(
    '/doctor/consultations/:consultationId/prescriptions',
    {
      schema: {
        tags,
        params: consultationPrescriptionParams,
        response: { 200: z.array(prescriptionSummary), ...errors },
      },
    },
    async (request) =>
      prescriptions.listForConsultation(requireDoctor(request), request.params.consultationId),
  );

  app.post(
    '/doctor/prescriptions/:prescriptionId/revoke',
    { schema: { tags, params: prescriptionParams, response: { 200: prescriptionSummary, ...errors } } },
    async (request) => prescriptions.revoke(requireDoctor(request), request.params.prescriptionId),
  );

  app.get(
    '/patient/prescriptions',
    { schema: { tags, response: { 200: z.array(patientPrescription), ...errors } } },
    async (request) => prescriptions.listForPatient(requirePatient(request).patientId),
  );

  const sendPdf = async (reply: FastifyReply, file: Awaited<ReturnType<typeof prescriptions.pdf>>) => {
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="ordonnance-${file.code}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(file.stream);
  };
  app.get(
    '/prescriptions/:prescriptionId/pdf',
    { schema: { tags, params: prescriptionParams } },
    async (request, reply) =>
      sendPdf(reply, await prescriptions.pdf(requireUser(request), request.params.prescriptionId)),
  );
  app.get(
    '/doctor/consultations/:consultationId/prescriptions/:prescriptionId/pdf',
    { schema: { tags, params: consultationPrescriptionPdfParams } },
    async (request, reply) => {
      const { consultationId, prescriptionId } = request.params;
      return sendPdf(reply, await prescriptions.pdf(requireUser(request), prescriptionId, consultationId));
    },
  );

  app.get(
    '/prescriptions/verify/:code',
    {
      schema: {
        tags,
        params: prescriptionCodeParams,
        response: { 200: prescriptionVerification, 404: detailSchema, 429: detailSchema },
      },
    },
    async (request) => prescriptions.verify(request.params.code, request.ip),
  );
}
