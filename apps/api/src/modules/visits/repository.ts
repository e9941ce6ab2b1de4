import { and, asc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, doctors, patients } from '#api/db/schema/index.ts';

/** An appointment with what the visit page shows and whose streams hear its signalling. */
export async function findVisit(db: DbOrTx, appointmentId: number) {
  const doctor = alias(doctors, 'visit_doctor');
  const patient = alias(patients, 'visit_patient');
  const [row] = await db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      kind: appointments.visitKind,
      doctorName: doctor.fullName,
      doctorUser: doctor.userId,
      patientName: patient.fullName,
      patientUser: patient.userId,
    })
    .from(appointments)
    .innerJoin(doctor, eq(doctor.id, appointments.doctorId))
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  return row ?? null;
}

export type VisitRow = NonNullable<Awaited<ReturnType<typeof findVisit>>>;

/** The caller's video visits that have not ended yet (by day; the service drops ended ones). */
export async function upcomingVideoVisits(
  db: DbOrTx,
  side: 'patient' | 'doctor',
  ownId: number,
  fromDay: string,
) {
  const doctor = alias(doctors, 'visit_doctor');
  const patient = alias(patients, 'visit_patient');
  return db
    .select({
      id: appointments.id,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      doctorName: doctor.fullName,
      patientName: patient.fullName,
    })
    .from(appointments)
    .innerJoin(doctor, eq(doctor.id, appointments.doctorId))
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .where(
      and(
        eq(side === 'patient' ? appointments.patientId : appointments.doctorId, ownId),
        eq(appointments.visitKind, 'video'),
        gte(appointments.day, fromDay),
      ),
    )
    .orderBy(asc(appointments.day), asc(appointments.startTime))
    .limit(20);
}
