import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { patientRecordParams, patientRecordResponse, sharedFolderList } from '../../api/doctor-record.ts';
import { route } from '../define.ts';

const tags = ['doctor patient record'];
const denied = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export const record = {
  patient: route({
    method: 'GET',
    path: '/doctor/patients/:patientId/record/',
    role: 'doctor',
    tags,
    description:
      "The patient's record for their doctor: identity, appointments, consultations with prescriptions, shared folders, conversation.",
    params: patientRecordParams,
    answers: { 200: patientRecordResponse, ...denied },
  }),
  sharedFolders: route({
    method: 'GET',
    path: '/doctor/shared-folders/',
    role: 'doctor',
    tags,
    description: 'The folders patients share with the signed-in doctor now.',
    answers: { 200: sharedFolderList, ...denied },
  }),
} as const;
