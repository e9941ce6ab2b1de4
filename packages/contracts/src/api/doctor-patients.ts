import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { SEARCH_MESSAGES } from '../forms/search.ts';
import { idParam, paginated } from './common.ts';

export const doctorPatientParams = z.object({ doctorId: idParam, patientId: idParam });
export const sharedFolderParams = z.object({ folderId: idParam });

export const patientSearchQuery = z
  .object({
    search: requiredText(SEARCH_MESSAGES.required, 200, 'Search query must be 200 characters or less'),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();

/**
 * Where the caller's request to add a patient stands: `none` (never asked), `requested` (waiting
 * for the patient), `accepted` (in the list), `declined`.
 */
export const careStatus = z.enum(['none', 'requested', 'accepted', 'declined']);
export type CareStatus = z.infer<typeof careStatus>;

/**
 * A patient search result; `is_added` tells whether the caller already asked to add the
 * patient (whatever the answer), `add_status` where that request stands.
 */
export const patientSearchResult = z.object({
  patient: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  patient_picture: z.string().nullable(),
  is_added: z.boolean(),
  add_status: careStatus,
});
export const patientSearchResponse = paginated(patientSearchResult);
export type PatientSearchResult = z.infer<typeof patientSearchResult>;

/** A patient in a doctor's list; `path_folder` is the folder the patient shared most recently. */
export const myPatient = z.object({
  id: z.number(),
  full_name: z.string(),
  picture_url: z.string().nullable(),
  path_folder: z.number().nullable(),
  request_pending: z.boolean(),
});
/** A patient the doctor asked to add, who has not answered yet: no record, no action. */
export const requestedPatient = z.object({
  id: z.number(),
  full_name: z.string(),
  picture_url: z.string().nullable(),
  requested_at: z.string(),
});
export const myPatientsResponse = z.object({
  accepted_patients: z.array(myPatient),
  pending_patients: z.array(myPatient),
  requested_patients: z.array(requestedPatient),
});
export type RequestedPatient = z.infer<typeof requestedPatient>;
export type MyPatient = z.infer<typeof myPatient>;
export type MyPatients = z.infer<typeof myPatientsResponse>;

/** `status`: where the request to add the patient stands once this call is done. */
export const addPatientResponse = z.object({ msg: z.string(), status: careStatus });

/** A doctor's request to add the patient to their list, as the patient reads it. */
export const careRequest = z.object({
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_picture: z.string().nullable(),
  specialty: z.string().nullable(),
  /** An administrator checked the doctor's registration. */
  verified: z.boolean(),
  requested_at: z.string(),
});
export type CareRequest = z.infer<typeof careRequest>;
export const careRequestParams = z.object({ patientId: idParam, doctorId: idParam });
export const careAnswerBody = z
  .object({ accept: z.boolean({ error: 'Say whether you accept: true or false.' }) })
  .strict();
export const accessRequestResponse = z.object({ id: z.number(), status: z.string(), msg: z.string() });

/** A file of a folder shared with the doctor; `file` is the path that streams its bytes. */
export const sharedFile = z.object({
  id: z.number(),
  name: z.string(),
  file: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export const folderFilesResponse = z.object({
  folder: z.object({ id: z.number(), name: z.string() }),
  files: z.array(sharedFile),
});
export type SharedFile = z.infer<typeof sharedFile>;
export type FolderFiles = z.infer<typeof folderFilesResponse>;
