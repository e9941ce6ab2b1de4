import { type PatientBooking } from '@reayah/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  appointments,
  cancelledAppointments,
  clinics,
  consultations,
  doctors,
} from '#api/db/schema/index.ts';
import { algeriaLocalTimestamp } from '#api/db/algeria-time.ts';
import { appointmentRelativeColumn } from '#api/modules/relatives/appointment-relative.ts';

/** The patient's appointments, held and cancelled, newest first. */
export async function listBookings(db: DbOrTx, patientId: number): Promise<PatientBooking[]> {
  const held = await db
    .select({
      id: appointments.id,
      day: appointments.day,
      start_time: appointments.startTime,
      end_time: appointments.endTime,
      doctor: appointments.doctorId,
      doctor_name: doctors.fullName,
      clinic_name: clinics.name,
      clinic_address: clinics.address,
      is_completed: appointments.isCompleted,
      noShow: appointments.noShow,
      appointment_reason: appointments.appointmentReason,
      relative: appointmentRelativeColumn(appointments),
      bookedByPatient: appointments.bookedByPatient,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(clinics, eq(clinics.doctorId, appointments.doctorId))
    .where(eq(appointments.patientId, patientId));
  const cancelled = await db
    .select({
      id: cancelledAppointments.id,
      day: cancelledAppointments.day,
      start_time: cancelledAppointments.startTime,
      end_time: cancelledAppointments.endTime,
      doctor: cancelledAppointments.doctorId,
      doctor_name: doctors.fullName,
      clinic_name: clinics.name,
      clinic_address: clinics.address,
      cancelled_by: cancelledAppointments.cancelledBy,
      cancel_reason: cancelledAppointments.reason,
      relative: appointmentRelativeColumn(cancelledAppointments),
    })
    .from(cancelledAppointments)
    .innerJoin(doctors, eq(doctors.id, cancelledAppointments.doctorId))
    .leftJoin(clinics, eq(clinics.doctorId, cancelledAppointments.doctorId))
    .where(eq(cancelledAppointments.patientId, patientId));
  const rows: PatientBooking[] = [
    ...held.map(({ noShow, bookedByPatient, ...row }) => ({
      ...row,
      made_by_doctor: !bookedByPatient,
      status: noShow ? ('no_show' as const) : row.is_completed ? ('completed' as const) : ('booked' as const),
      cancelled_by: null,
      cancel_reason: null,
    })),
    ...cancelled.map((row) => ({
      ...row,
      is_completed: false,
      status: 'cancelled' as const,
      appointment_reason: '',
      made_by_doctor: false,
    })),
  ];
  const key = (b: PatientBooking) => `${b.day} ${b.start_time} ${String(b.id).padStart(10, '0')}`;
  return rows.sort((a, b) => key(b).localeCompare(key(a)));
}

/** The earliest appointment not completed that has not ended yet, Algeria time. */
export async function findNextAppointment(db: DbOrTx, patientId: number, now: Date) {
  const local = algeriaLocalTimestamp(now);
  const ahead = sql`(${appointments.day} > ${local}::date OR (${appointments.day} = ${local}::date AND ${appointments.endTime} > ${local}::time))`;
  const [row] = await db
    .select({ doctorName: doctors.fullName, day: appointments.day, startTime: appointments.startTime })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), eq(appointments.isCompleted, false), ahead))
    .orderBy(asc(appointments.day), asc(appointments.startTime))
    .limit(1);
  return row ?? null;
}

export async function listConsultations(db: DbOrTx, patientId: number) {
  return db
    .select({
      id: consultations.id,
      objective: consultations.objective,
      content: consultations.content,
      dateCreated: consultations.dateCreated,
      nextConsultaion: consultations.nextConsultaion,
      doctorName: doctors.fullName,
      doctor: consultations.doctorId,
      patient: consultations.patientId,
      isApproved: consultations.isApproved,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.patientId, patientId))
    .orderBy(desc(consultations.dateCreated), desc(consultations.id));
}
