import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, clinics, doctors, patients, users } from '#api/db/schema/index.ts';

const doctorUsers = alias(users, 'doctor_users');
const patientUsers = alias(users, 'patient_users');

/** An appointment with what its emails and notifications say: who, when, where. */
export async function findAppointmentFacts(db: DbOrTx, appointmentId: number, lock = false) {
  const query = db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      slotId: appointments.slotId,
      day: appointments.day,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      visitKind: appointments.visitKind,
      isCompleted: appointments.isCompleted,
      noShow: appointments.noShow,
      sequence: appointments.calendarSequence,
      doctorName: doctors.fullName,
      doctorUserId: doctors.userId,
      doctorEmail: doctorUsers.email,
      doctorLanguage: doctorUsers.language,
      place: sql<string | null>`coalesce(${clinics.address}, ${doctors.address})`,
      patientName: patients.fullName,
      relativeName: appointments.relativeName,
      relativeRelation: appointments.relativeRelation,
      // Text messages go to the account's mobile number (verified, or withheld by lib/messages),
      // or, for a patient booked by telephone, to the number the practice took.
      patientPhone: sql<
        string | null
      >`coalesce(${patientUsers.phone}, case when ${patients.contactOnly} then ${patients.phoneNumber} end)`,
      // The account's id, from the joined account (a deleted patient's row has none).
      patientUserId: patientUsers.id,
      patientEmail: patientUsers.email,
      patientLanguage: sql<string | null>`coalesce(${patientUsers.language}, ${patients.contactLanguage})`,
      remindersOff: sql<boolean>`coalesce(${patientUsers.remindersOff}, false)`,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    // A patient booked by telephone has no account: no mail, no notification, texts only.
    .leftJoin(patientUsers, eq(patientUsers.id, patients.userId))
    .leftJoin(clinics, eq(clinics.doctorId, appointments.doctorId))
    .where(eq(appointments.id, appointmentId));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  return row ?? null;
}
export type AppointmentFacts = NonNullable<Awaited<ReturnType<typeof findAppointmentFacts>>>;
