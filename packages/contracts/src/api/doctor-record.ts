import { z } from 'zod';
import { idParam } from './common.ts';
import { consultationResponse } from './doctor-consultations.ts';
import { prescriptionSummary } from './prescriptions.ts';
import { visitKind } from './visit-kind.ts';

// The patient's record as their doctor reads it: who they are and everything between the two of
// them. Only a doctor the patient booked, shared a folder with, or was seen by may open it.

export const RECORD_MESSAGES = {
  /** Also for a patient who exists but did not choose the doctor: the same answer reveals nothing. */
  notFound: 'Patient not found.',
} as const;

export const patientRecordParams = z.object({ patientId: idParam });

export const APPOINTMENT_STATES = ['upcoming', 'completed', 'no_show', 'past', 'cancelled'] as const;

export const recordAppointment = z.object({
  id: z.number(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  visit_kind: visitKind,
  reason: z.string(),
  /** Who the visit is for, as written at booking (the patient or a relative). */
  type_person: z.string(),
  state: z.enum(APPOINTMENT_STATES),
  cancelled_by: z.enum(['patient', 'doctor']).nullable(),
});
export type RecordAppointment = z.infer<typeof recordAppointment>;

export const recordPrescription = prescriptionSummary.extend({ pdf: z.string() });
export type RecordPrescription = z.infer<typeof recordPrescription>;

export const recordConsultation = consultationResponse.extend({ prescriptions: z.array(recordPrescription) });
export type RecordConsultation = z.infer<typeof recordConsultation>;

export const recordFolder = z.object({
  id: z.number(),
  name: z.string(),
  files: z.number(),
  granted_at: z.string(),
  /** Null: until the patient revokes it. */
  expires_at: z.string().nullable(),
});
export type RecordFolder = z.infer<typeof recordFolder>;

export const patientRecordResponse = z.object({
  patient: z.object({
    id: z.number(),
    full_name: z.string(),
    picture_url: z.string().nullable(),
    gender: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    age: z.number().nullable(),
    phone_number: z.string().nullable(),
    blood_type: z.string().nullable(),
  }),
  upcoming_appointments: z.array(recordAppointment),
  past_appointments: z.array(recordAppointment),
  consultations: z.array(recordConsultation),
  folders: z.array(recordFolder),
  conversation: z.number().nullable(),
});
export type PatientRecord = z.infer<typeof patientRecordResponse>;

/** A folder a patient shares with the signed-in doctor now. */
export const sharedFolderItem = recordFolder.extend({ patient: z.number(), patient_name: z.string() });
export const sharedFolderList = z.object({ results: z.array(sharedFolderItem) });
export type SharedFolderItem = z.infer<typeof sharedFolderItem>;
