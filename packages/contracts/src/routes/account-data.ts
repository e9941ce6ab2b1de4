import { z } from 'zod';
import {
  dataExportSchema,
  deleteAccountBody,
  exportDownloadParams,
  exportParams,
} from '../api/account-data.ts';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { route } from './define.ts';

const tags = ['account data'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The patient's own data: the export of all of it, and deleting the account. */
export const accountData = {
  startExport: route({
    method: 'POST',
    path: '/patient/:patientId/export',
    role: 'patient-self',
    tags,
    description:
      'Starts an export of everything the app holds about the patient; its progress comes on the event stream.',
    params: exportParams,
    answers: { 202: dataExportSchema, ...denied },
  }),
  export: route({
    method: 'GET',
    path: '/patient/:patientId/export',
    role: 'patient-self',
    tags,
    description: 'The newest export, or null when there is none (never made, or expired).',
    params: exportParams,
    answers: { 200: dataExportSchema.nullable(), ...denied },
  }),
  download: route({
    method: 'GET',
    path: '/patient/:patientId/export/:exportId/download',
    role: 'patient-self',
    tags,
    description: 'The ready export as a ZIP archive.',
    params: exportDownloadParams,
    answers: { 200: z.any(), ...denied, 409: detailSchema, 410: detailSchema },
  }),
  deleteAccount: route({
    method: 'POST',
    path: '/auth/me/delete',
    role: 'signed-in',
    tags,
    description:
      'Deletes the signed-in patient’s account and everything it holds, with its password; doctors and administrators are refused.',
    body: deleteAccountBody,
    answers: {
      200: detailSchema,
      400: validationErrorSchema,
      401: detailSchema,
      409: detailSchema,
      429: detailSchema,
    },
  }),
} as const;
