import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { clinicParams, clinicResponse } from '../../api/doctor-clinic.ts';
import { route } from '../define.ts';

const tags = ['doctor clinic'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const multipartNote =
  'multipart/form-data: name, email, phone_number, address, description, map_clinic, picture, certification';

/** The signed-in doctor's clinic; another doctor's answers 404, as an unknown one. */
export const clinic = {
  create: route({
    method: 'POST',
    path: '/doctor/CreateClinic/',
    kept: 'The original client creates the clinic at this address.',
    role: 'doctor',
    tags,
    description: `${multipartNote}; both files are required. The clinic belongs to the signed-in doctor.`,
    answers: {
      201: clinicResponse,
      400: validationErrorSchema,
      ...denied,
      409: detailSchema,
      413: detailSchema,
    },
  }),
  read: route({
    method: 'GET',
    path: '/doctor/GetUpdateClinic/:clinicId/',
    kept: 'The original client reads the clinic at this address.',
    role: 'doctor',
    tags,
    params: clinicParams,
    answers: { 200: clinicResponse, ...denied },
  }),
  update: route({
    method: 'PATCH',
    path: '/doctor/GetUpdateClinic/:clinicId/',
    kept: 'The original client edits the clinic at this address.',
    role: 'doctor',
    tags,
    description: multipartNote,
    params: clinicParams,
    answers: { 200: clinicResponse, 400: validationErrorSchema, ...denied, 413: detailSchema },
  }),
  certification: route({
    method: 'GET',
    path: '/doctor/GetUpdateClinic/:clinicId/certification/',
    role: 'doctor',
    tags,
    description: "The clinic's certification, for its doctor only; never a public picture.",
    params: clinicParams,
    answers: denied,
  }),
} as const;
