import {
  hasStarted,
  type PatientRecord,
  RECORD_MESSAGES,
  type RecordAppointment,
  type SharedFolderItem,
} from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { hasChosenDoctor } from '#api/lib/access/patient-consent.ts';
import { auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { itemsOfConsultation, listItemsOf } from '../consultations/repository.ts';
import * as repo from './repository.ts';

type Doctor = Identity & { doctorId: number };

const prescriptionPdf = (consultationId: number, prescriptionId: number) =>
  `/api/doctor/consultations/${consultationId}/prescriptions/${prescriptionId}/pdf`;

const byTime = (a: RecordAppointment, b: RecordAppointment) =>
  `${a.day} ${a.start_time}`.localeCompare(`${b.day} ${b.start_time}`);

export function createRecordService(deps: Deps) {
  const { db } = deps;

  async function appointmentsOf(doctorId: number, patientId: number, now: Date) {
    const { held, cancelled } = await repo.listAppointments(db, doctorId, patientId);
    const all: RecordAppointment[] = [
      ...held.map((a) => ({
        id: a.id,
        day: a.day,
        start_time: a.startTime,
        end_time: a.endTime,
        visit_kind: a.visitKind,
        reason: a.reason,
        type_person: a.typePerson,
        state: a.isCompleted
          ? ('completed' as const)
          : a.noShow
            ? ('no_show' as const)
            : hasStarted(a.day, a.endTime, now)
              ? ('past' as const)
              : ('upcoming' as const),
        cancelled_by: null,
      })),
      ...cancelled.map((a) => ({
        id: a.id,
        day: a.day,
        start_time: a.startTime,
        end_time: a.endTime,
        visit_kind: a.visitKind,
        reason: '',
        type_person: '',
        state: 'cancelled' as const,
        cancelled_by: a.cancelledBy,
      })),
    ];
    return {
      upcoming: all.filter((a) => a.state === 'upcoming').sort(byTime),
      past: all
        .filter((a) => a.state !== 'upcoming')
        .sort(byTime)
        .reverse(),
    };
  }

  return {
    /**
     * The whole record, for the patient's own doctor only. A patient who never booked the doctor,
     * shared with or was seen by them answers the same 404 as an unknown patient, so a doctor does not
     * learn which patient ids exist. The read goes into the patient's access log.
     */
    async record(doctor: Doctor, patientId: number): Promise<PatientRecord> {
      const now = deps.now();
      const patient = await repo.findPatient(db, patientId);
      if (!patient || !(await hasChosenDoctor(db, doctor.doctorId, patientId, now))) {
        throw notFound(RECORD_MESSAGES.notFound);
      }
      const [appointments, consultations, prescriptions, folders, conversation] = await Promise.all([
        appointmentsOf(doctor.doctorId, patientId, now),
        repo.listConsultations(db, doctor.doctorId, patientId),
        repo.listPrescriptions(db, doctor.doctorId, patientId),
        repo.listSharedFolders(db, doctor.doctorId, now, patientId),
        repo.findConversation(db, doctor.doctorId, patientId),
      ]);
      const items = await listItemsOf(
        db,
        consultations.map((c) => c.id),
      );
      // What the record showed, as the patient reads it in their access log.
      const read = (entity: 'patient' | 'consultations' | 'folders') =>
        auditRead(deps.audit, doctor, 'read', { entity, entityId: null, patientId }, now);
      read('patient');
      if (consultations.length > 0) read('consultations');
      if (folders.length > 0) read('folders');
      return {
        patient: {
          id: patient.id,
          full_name: patient.fullName,
          picture_url: picturePath(patient.pictureKey),
          gender: patient.gender,
          date_of_birth: patient.dateOfBirth,
          age: patient.age,
          phone_number: patient.phoneNumber,
          blood_type: patient.bloodType,
        },
        upcoming_appointments: appointments.upcoming,
        past_appointments: appointments.past,
        consultations: consultations.map((c) => ({
          id: c.id,
          doctor: c.doctor,
          doctor_name: c.doctorName,
          patient: c.patient,
          objective: c.objective,
          content: c.content,
          next_consultaion: c.nextConsultaion,
          date_created: c.dateCreated.toISOString(),
          is_approved: c.isApproved,
          ...itemsOfConsultation(items, c.id),
          prescriptions: prescriptions
            .filter((p) => p.consultationId === c.id)
            .map((p) => ({
              id: p.id,
              code: p.code,
              consultation: p.consultationId,
              issued_at: p.issuedAt.toISOString(),
              revoked_at: p.revokedAt?.toISOString() ?? null,
              pdf: prescriptionPdf(c.id, p.id),
            })),
        })),
        folders: folders.map(({ id, name, files, grantedAt, expiresAt }) => ({
          id,
          name,
          files,
          granted_at: grantedAt.toISOString(),
          expires_at: expiresAt?.toISOString() ?? null,
        })),
        conversation,
      };
    },

    /** Every folder shared with the doctor now, by patient; only names and dates, no file is read. */
    async sharedFolders(doctor: Doctor): Promise<{ results: SharedFolderItem[] }> {
      const rows = await repo.listSharedFolders(db, doctor.doctorId, deps.now());
      return {
        results: rows.map((r) => ({
          id: r.id,
          name: r.name,
          files: r.files,
          patient: r.patient,
          patient_name: r.patientName,
          granted_at: r.grantedAt.toISOString(),
          expires_at: r.expiresAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
