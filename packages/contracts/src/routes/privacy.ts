import { z } from 'zod';
import { detailSchema } from '../api/common.ts';
import {
  accessLogQuery,
  accessLogSchema,
  consentWithdrawalSchema,
  doctorAccessItemParams,
  doctorAccessParams,
  doctorWithAccessSchema,
  folderGrantItemParams,
  folderGrantParams,
  folderGrantSchema,
} from '../api/privacy.ts';
import { route } from './define.ts';

const tags = ['privacy'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The patient's control over their data: the access log and the doctors who may read a folder. */
export const privacy = {
  accessLog: route({
    method: 'GET',
    path: '/patient/access-log',
    role: 'patient',
    tags,
    description: 'Every read of the patient’s data by someone else, newest first, a page at a time.',
    query: accessLogQuery,
    answers: { 200: accessLogSchema, ...denied },
  }),
  grants: route({
    method: 'GET',
    path: '/patient/folders/:folderId/grants',
    role: 'signed-in',
    tags,
    description: 'The doctors who may read the folder; the folder’s patient only.',
    params: folderGrantParams,
    answers: { 200: z.array(folderGrantSchema), ...denied },
  }),
  revokeGrant: route({
    method: 'DELETE',
    path: '/patient/folders/:folderId/grants/:grantId',
    role: 'signed-in',
    tags,
    description: 'Ends a doctor’s access to the folder; the folder’s patient only.',
    params: folderGrantItemParams,
    answers: { 204: z.null(), ...denied },
  }),
  doctorsWithAccess: route({
    method: 'GET',
    path: '/patient/:patientId/doctors-with-access/',
    role: 'patient-self',
    tags,
    description:
      'The doctors who can reach the patient now (their list, the record, writing to them) and why: a booking, an accepted request, a shared folder.',
    params: doctorAccessParams,
    answers: { 200: z.array(doctorWithAccessSchema), ...denied },
  }),
  withdrawConsent: route({
    method: 'DELETE',
    path: '/patient/:patientId/doctors-with-access/:doctorId/',
    role: 'patient-self',
    tags,
    description:
      'The patient ends the doctor’s access: their bookings and accepted request no longer count, their folder shares with the doctor end. A new choice of the patient gives access again.',
    params: doctorAccessItemParams,
    answers: { 200: consentWithdrawalSchema, ...denied },
  }),
} as const;
