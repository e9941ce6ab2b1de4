import {
  detailSchema,
  nextAppointmentSchema,
  patientBookingSchema,
  patientConsultation,
  patientIdParams,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePatientSelf } from '#api/lib/auth/guards.ts';
import { createRecordsService } from './service.ts';

const tags = ['patient records'];
const denied = { 401: detailSchema, 403: detailSchema };

/** What the patient reads of their care: appointments and consultations. */
export async function recordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = createRecordsService(app.deps);

  app.get(
    '/patient/:patientId/bookings',
    {
      schema: { tags, params: patientIdParams, response: { 200: z.array(patientBookingSchema), ...denied } },
    },
    async (request) => {
      requirePatientSelf(request, request.params.patientId);
      return records.bookings(request.params.patientId);
    },
  );

  app.get(
    '/patient/next-appointment/:patientId',
    { schema: { tags, params: patientIdParams, response: { 200: nextAppointmentSchema, ...denied } } },
    async (request) => {
      requirePatientSelf(request, request.params.patientId);
      return records.nextAppointment(request.params.patientId);
    },
  );

  app.get(
    '/patient/:patientId/view-consultations',
    { schema: { tags, params: patientIdParams, response: { 200: z.array(patientConsultation), ...denied } } },
    async (request) => {
      const identity = requirePatientSelf(request, request.params.patientId);
      return records.consultations(identity, request.params.patientId);
    },
  );
}
