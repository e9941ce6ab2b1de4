import type { NextAppointment, PatientBooking, PatientConsultation } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { itemsOfConsultation, listItemsOf } from '#api/modules/doctor/consultations/repository.ts';
import { findNextAppointment, listBookings, listConsultations } from './repository.ts';

const NONE: NextAppointment = { doctor_name: null, next_appointment_date: null, start_time: null };

export function createRecordsService(deps: Deps) {
  const { db } = deps;

  async function bookings(patientId: number): Promise<PatientBooking[]> {
    return listBookings(db, patientId);
  }

  async function nextAppointment(patientId: number): Promise<NextAppointment> {
    const row = await findNextAppointment(db, patientId, deps.now());
    if (!row) return NONE;
    return { doctor_name: row.doctorName, next_appointment_date: row.day, start_time: row.startTime };
  }

  async function consultations(identity: Identity, patientId: number): Promise<PatientConsultation[]> {
    const rows = await listConsultations(db, patientId);
    const items = await listItemsOf(
      db,
      rows.map((r) => r.id),
    );
    auditRead(
      deps.audit,
      identity,
      'read',
      { entity: 'consultations', entityId: null, patientId },
      deps.now(),
    );
    return rows.map((r) => ({
      id: r.id,
      objective: r.objective,
      content: r.content,
      date_created: r.dateCreated.toISOString(),
      next_consultaion: r.nextConsultaion,
      doctor_name: r.doctorName,
      doctor: r.doctor,
      patient: r.patient,
      is_approved: r.isApproved,
      ...itemsOfConsultation(items, r.id),
    }));
  }

  return { bookings, nextAppointment, consultations };
}
