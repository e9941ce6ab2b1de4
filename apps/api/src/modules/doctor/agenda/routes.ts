import { routes } from '@reayah/contracts/routes';
import { and, asc, between, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { absences, appointments, patients } from '#api/db/schema/index.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { addDays, instantOf, instantToLocalDateTime } from '../opening-hours/local-time.ts';
import { appointmentRelativeColumn } from '#api/modules/relatives/appointment-relative.ts';

export async function doctorAgendaRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, routes.doctor.agenda.read, async ({ query, identity }) => {
    const { doctorId } = identity;
    const { from, days } = query;
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
  });
}
