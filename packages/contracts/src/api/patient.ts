import { z } from 'zod';
import { BLOOD_TYPES, GENDERS, NAME_MAX_LENGTH } from '../constants.ts';
import { requiredText } from '../fields.ts';
import { FOLDER_MESSAGES, PATIENT_PROFILE_MESSAGES, patientProfileSchema } from '../forms/patient.ts';
import { idParam } from './common.ts';
import { idField } from './doctor-fields.ts';
import { appointmentRelative, RELATIVE_MESSAGES } from './relatives.ts';

// The patient's routes: their own profile, folders, files, sharing and records.

export const patientIdParams = z.object({ patientId: idParam });
export const folderParams = z.object({ patientId: idParam, folderId: idParam });
export const fileParams = z.object({ folderId: idParam, fileId: idParam });
export const accessDecisionParams = z.object({ requestId: idParam, folderId: idParam });

export const patientProfile = z.object({
  id: z.number(),
  full_name: z.string(),
  picture: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  phone_number: z.string().nullable(),
  description: z.string().nullable(),
  age: z.number().nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
});
export type PatientProfile = z.infer<typeof patientProfile>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const M = PATIENT_PROFILE_MESSAGES;

/** An empty radio sends '' (or nothing): it leaves the value unset. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values, { error: message }), z.literal('').transform(() => null)]);

/**
 * The text fields of the multipart profile update. The original client sends every field; a field
 * left out keeps its stored value, a field sent is checked by the profile form's rules.
 */
export const patientProfileUpdateFields = patientProfileSchema
  .extend({
    date_of_birth: requiredText(M.dateOfBirth, 10).regex(ISO_DATE, 'Enter a date as YYYY-MM-DD'),
    gender: optionalChoice(GENDERS, 'Gender must be M or F'),
    blood_type: optionalChoice(BLOOD_TYPES, `Blood type must be one of ${BLOOD_TYPES.join(', ')}`),
    // The client repeats the id of the path; the path decides.
    id: z.string().optional(),
  })
  .partial();
export type PatientProfileUpdate = z.output<typeof patientProfileUpdateFields>;

export const folderBody = z.object({
  name: requiredText(FOLDER_MESSAGES.name, NAME_MAX_LENGTH),
  /** The relative the folder is about; none for the patient's own. */
  relative: idField(RELATIVE_MESSAGES.folderRelative).nullish(),
});

export const medicalFolderSchema = z.object({
  id: z.number(),
  name: z.string(),
  patient: z.number(),
  created_at: z.string(),
  /** Sum of the sizes of the folder's files, in bytes. */
  size: z.number(),
  file_count: z.number(),
  /** The relative the folder is about, if any. */
  relative: z.object({ id: z.number(), full_name: z.string() }).nullable(),
});
export type MedicalFolder = z.infer<typeof medicalFolderSchema>;

export const FILE_MESSAGES = {
  name: 'Please enter a name',
  file: 'Please choose a file',
  uploaded: 'File uploaded successfully',
} as const;

export const fileRenameBody = z.object({ name: requiredText(FILE_MESSAGES.name, NAME_MAX_LENGTH) });
export const fileUploadFields = z.object({ name: z.string().trim().max(NAME_MAX_LENGTH).optional() });

export const medicalFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  folder: z.number(),
  created_at: z.string(),
  /** Stored bytes. */
  size: z.number(),
  content_type: z.string(),
  /** Path of the download route, under the API origin. */
  file: z.string(),
});
export type MedicalFile = z.infer<typeof medicalFileSchema>;

export const accessRequestSchema = z.object({
  id: z.number(),
  doctor_name: z.string(),
  doctor_picture: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** How long an accepted grant lasts; 90 days when not given. */
export const GRANT_DURATIONS = ['30d', '90d', 'until_revoked'] as const;
export type GrantDuration = (typeof GRANT_DURATIONS)[number];

export const accessDecisionBody = z.object({
  status: z.union([z.enum(['True', 'False', 'true', 'false']), z.boolean()], {
    error: "status must be 'True' or 'False'",
  }),
  duration: z.enum(GRANT_DURATIONS, { error: "duration must be '30d', '90d' or 'until_revoked'" }).optional(),
});

export const patientBookingSchema = z.object({
  id: z.number(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  doctor: z.number(),
  doctor_name: z.string(),
  /** The doctor's clinic, where the visit takes place; null when the doctor has none. */
  clinic_name: z.string().nullable(),
  clinic_address: z.string().nullable(),
  is_completed: z.boolean(),
  /** `booked` until it happens; then `completed` or `no_show` as the doctor marks it; `cancelled` kept for history. */
  status: z.enum(['booked', 'completed', 'no_show', 'cancelled']),
  cancelled_by: z.enum(['patient', 'doctor']).nullable(),
  cancel_reason: z.string().nullable(),
  /**
   * The visit's reason as written when it was booked ('' when none was given); a cancelled
   * appointment keeps none.
   */
  appointment_reason: z.string(),
  /** For whom it was booked; null for the patient themself. */
  relative: appointmentRelative,
  /** The doctor wrote it for the patient (the patient did not book it); false for cancelled ones. */
  made_by_doctor: z.boolean(),
});
export type PatientBooking = z.infer<typeof patientBookingSchema>;

/** Both fields are null when no appointment is ahead. */
export const nextAppointmentSchema = z.object({
  doctor_name: z.string().nullable(),
  next_appointment_date: z.string().nullable(),
  start_time: z.string().nullable(),
});
export type NextAppointment = z.infer<typeof nextAppointmentSchema>;

const consultationItem = z.object({ name: z.string(), value: z.string() });
const medicine = consultationItem.extend({
  form: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
  note: z.string(),
});

export const patientConsultation = z.object({
  id: z.number(),
  objective: z.string(),
  content: z.string(),
  date_created: z.string(),
  next_consultaion: z.string().nullable(),
  doctor_name: z.string(),
  doctor: z.number(),
  patient: z.number(),
  is_approved: z.boolean(),
  bloodtests: z.array(consultationItem),
  medicineItems: z.array(medicine),
});
export type PatientConsultation = z.infer<typeof patientConsultation>;
