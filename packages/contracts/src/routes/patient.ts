import { z } from 'zod';
import { detailSchema, msgSchema, validationErrorSchema } from '../api/common.ts';
import { careAnswerBody, careRequest, careRequestParams } from '../api/doctor-patients.ts';
import {
  accessDecisionBody,
  accessDecisionParams,
  accessRequestSchema,
  fileParams,
  fileRenameBody,
  folderBody,
  folderParams,
  medicalFileSchema,
  medicalFolderSchema,
  nextAppointmentSchema,
  patientBookingSchema,
  patientConsultation,
  patientIdParams,
  patientProfile,
} from '../api/patient.ts';
import { route } from './define.ts';

// The patient's own area: profile, medical folders and their files, what doctors ask to see, and
// what the patient reads of their care.

const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

const profile = {
  get: route({
    method: 'GET',
    path: '/patient/:patientId/',
    role: 'patient-self',
    tags: ['patient'],
    params: patientIdParams,
    answers: { 200: patientProfile, ...denied },
  }),
  /** Multipart: the profile's fields, and optionally `picture`. */
  update: route({
    method: 'PUT',
    path: '/patient/:patientId/',
    role: 'patient-self',
    tags: ['patient'],
    params: patientIdParams,
    answers: { 200: patientProfile, 400: validationErrorSchema, ...denied, 413: detailSchema },
  }),
};

const folders = {
  list: route({
    method: 'GET',
    path: '/patient/:patientId/folder/',
    role: 'patient-self',
    tags: ['patient folders'],
    params: patientIdParams,
    answers: { 200: z.array(medicalFolderSchema), ...denied },
  }),
  create: route({
    method: 'POST',
    path: '/patient/:patientId/folder/',
    role: 'patient-self',
    tags: ['patient folders'],
    params: patientIdParams,
    body: folderBody,
    answers: { 201: medicalFolderSchema, 400: validationErrorSchema, ...denied },
  }),
  get: route({
    method: 'GET',
    path: '/patient/:patientId/folder/:folderId/',
    role: 'patient-self',
    tags: ['patient folders'],
    params: folderParams,
    answers: { 200: medicalFolderSchema, ...denied },
  }),
};

const files = {
  list: route({
    method: 'GET',
    path: '/patient/:patientId/folder/:folderId/file/',
    role: 'patient-self',
    tags: ['patient files'],
    params: folderParams,
    answers: { 200: z.array(medicalFileSchema), ...denied },
  }),
  /** Multipart: `name` and `file`. */
  upload: route({
    method: 'POST',
    path: '/patient/:patientId/folder/:folderId/file/',
    role: 'patient-self',
    tags: ['patient files'],
    params: folderParams,
    answers: { 201: msgSchema, 400: validationErrorSchema, ...denied, 413: detailSchema },
  }),
  rename: route({
    method: 'PUT',
    path: '/patient/folder/:folderId/update-file-name-or-delete/:fileId/',
    role: 'signed-in',
    tags: ['patient files'],
    params: fileParams,
    body: fileRenameBody,
    answers: { 200: medicalFileSchema, 400: validationErrorSchema, ...denied },
  }),
  remove: route({
    method: 'DELETE',
    path: '/patient/folder/:folderId/update-file-name-or-delete/:fileId/',
    role: 'signed-in',
    tags: ['patient files'],
    params: fileParams,
    answers: { 204: z.null(), ...denied },
  }),
  /** The one way to a file's bytes, for its owner and for doctors granted the folder. */
  download: route({
    method: 'GET',
    path: '/patient/folder/:folderId/file/:fileId/download',
    role: 'signed-in',
    tags: ['patient files'],
    params: fileParams,
    answers: { 200: z.any(), ...denied },
  }),
};

const sharing = {
  accessRequests: route({
    method: 'GET',
    path: '/patient/:patientId/access-requests/',
    role: 'patient-self',
    tags: ['patient sharing'],
    params: patientIdParams,
    answers: { 200: z.array(accessRequestSchema), ...denied },
  }),
  decide: route({
    method: 'POST',
    path: '/patient/access-folder/:requestId/:folderId/',
    role: 'patient',
    tags: ['patient sharing'],
    params: accessDecisionParams,
    body: accessDecisionBody,
    answers: { 200: msgSchema, 400: validationErrorSchema, ...denied, 409: detailSchema },
  }),
};

const careRequests = {
  list: route({
    method: 'GET',
    path: '/patient/:patientId/care-requests/',
    role: 'patient-self',
    tags: ['patient sharing'],
    description: 'The doctors asking to add the patient to their list, waiting for an answer.',
    params: patientIdParams,
    answers: { 200: z.array(careRequest), ...denied },
  }),
  answer: route({
    method: 'POST',
    path: '/patient/:patientId/care-requests/:doctorId/',
    role: 'patient-self',
    tags: ['patient sharing'],
    description:
      'The patient accepts (the doctor may then read their record and write appointments and consultations for them) or declines.',
    params: careRequestParams,
    body: careAnswerBody,
    answers: { 200: msgSchema, 400: validationErrorSchema, ...denied },
  }),
};

// What the patient reads of their care: appointments and consultations.
const recordsDenied = { 401: detailSchema, 403: detailSchema };
const records = {
  bookings: route({
    method: 'GET',
    path: '/patient/:patientId/bookings',
    role: 'patient-self',
    tags: ['patient records'],
    params: patientIdParams,
    answers: { 200: z.array(patientBookingSchema), ...recordsDenied },
  }),
  nextAppointment: route({
    method: 'GET',
    path: '/patient/next-appointment/:patientId/',
    role: 'patient-self',
    tags: ['patient records'],
    params: patientIdParams,
    answers: { 200: nextAppointmentSchema, ...recordsDenied },
  }),
  consultations: route({
    method: 'GET',
    path: '/patient/:patientId/view-consultations/',
    role: 'patient-self',
    tags: ['patient records'],
    params: patientIdParams,
    answers: { 200: z.array(patientConsultation), ...recordsDenied },
  }),
};

export const patient = { profile, folders, files, sharing, careRequests, records } as const;
