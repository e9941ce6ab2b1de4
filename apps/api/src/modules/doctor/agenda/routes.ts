import { agendaQuery, agendaResponse, detailSchema, validationErrorSchema } from '@reayah/contracts';
import { and, asc, between, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { absences, appointments, patients } from '#api/db/schema/index.ts';
import { ASSISTANTS_ADMITTED, requireAgendaKeeper } from '#api/lib/auth/guards.ts';
import { addDays, instantOf, instantToLocalDateTime } from '../opening-hours/local-time.ts';
import { appointmentRelativeColumn } from '#api/modules/relatives/appointment-relative.ts';

const tags = ['doctor agenda'];

/** The signed-in doctor's (or their assistant's) appointments and absences for a day or a week, in time order. */
export async function doctorAgendaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/doctor/agenda/',
    {
      config: ASSISTANTS_ADMITTED,
      schema: {
        tags,
        querystring: agendaQuery,
        response: { 200: agendaResponse, 400: validationErrorSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const { doctorId } = requireAgendaKeeper(request);
      const { from, days } = request.query;
      const to = addDays(from, days - 1);
      const rows = await db
        .select({
          id: appointments.id,
          patient: appointments.patientId,
          patient_full_name: patients.fullName,
          type_person: appointments.typePerson,
          relative: appointmentRelativeColumn(appointments),
          appointment_reason: appointments.appointmentReason,
          visit_kind: appointments.visitKind,
          day: appointments.day,
          start_time: appointments.startTime,
          end_time: appointments.endTime,
          is_completed: appointments.isCompleted,
          no_show: appointments.noShow,
        })
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(and(eq(appointments.doctorId, doctorId), between(appointments.day, from, to)))
        .orderBy(asc(appointments.day), asc(appointments.startTime), asc(appointments.id));
      const off = await db
        .select()
        .from(absences)
        .where(
          and(
            eq(absences.doctorId, doctorId),
            lt(absences.startsAt, instantOf(addDays(to, 1), 0)),
            gt(absences.endsAt, instantOf(from, 0)),
          ),
        )
        .orderBy(asc(absences.startsAt));
      return {
        from,
        to,
        appointments: rows,
        absences: off.map((a) => ({
          id: a.id,
          starts_at: instantToLocalDateTime(a.startsAt),
          ends_at: instantToLocalDateTime(a.endsAt),
          label: a.label,
        })),
      };
    },
  );
}
