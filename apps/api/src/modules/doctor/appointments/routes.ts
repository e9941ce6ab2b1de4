import {
  appointmentList,
  appointmentParams,
  appointmentResponse,
  createAppointmentBody,
  detailSchema,
  doctorIdParams,
  doctorPatientParams,
  updateAppointmentBody,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANTS_ADMITTED, requireAgendaKeeperSelf, requireDoctorSelf } from '#api/lib/auth/guards.ts';
import { createDoctorAppointmentService } from '#api/modules/appointments/doctor-appointments/service.ts';

const tags = ['doctor appointments'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function doctorAppointmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const appointments = createDoctorAppointmentService(app.deps);

  app.post(
    '/doctor/create_appointment/:doctorId/:patientId/',
    {
      schema: {
        tags,
        params: doctorPatientParams,
        body: createAppointmentBody,
        response: { 201: appointmentResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const identity = requireDoctorSelf(request, request.params.doctorId);
      const created = await appointments.create(
        identity,
        identity.doctorId,
        request.params.patientId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        params: appointmentParams,
        body: updateAppointmentBody,
        response: { 200: appointmentResponse, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => {
      const identity = requireAgendaKeeperSelf(request, request.params.doctorId);
      return appointments.update(identity, identity.doctorId, request.params.appointmentId, request.body);
    },
  );

  app.delete(
    '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        description:
          'Cancels the appointment as the doctor (kept in the history, the patient told with a reason in their language); one already started answers 409.',
        params: appointmentParams,
        response: { 204: z.null(), ...denied, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const identity = requireAgendaKeeperSelf(request, request.params.doctorId);
      await appointments.cancel(identity, request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/doctor/get_my_patients_appointments/:doctorId/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: { tags, params: doctorIdParams, response: { 200: appointmentList, ...denied } },
    },
    async (request) => appointments.list(requireAgendaKeeperSelf(request, request.params.doctorId).doctorId),
  );
}
