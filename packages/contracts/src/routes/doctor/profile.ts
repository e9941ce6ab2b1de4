import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { doctorIdParams, doctorProfileResponse, specializationList } from '../../api/doctor-profile.ts';
import { route } from '../define.ts';

const tags = ['doctor profile'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export const profile = {
  read: route({
    method: 'GET',
    path: '/doctor/UpdateProfile/:doctorId/',
    kept: "The original client reads the doctor's profile at this address.",
    role: 'doctor-self',
    tags,
    params: doctorIdParams,
    answers: { 200: doctorProfileResponse, ...denied },
  }),
  update: route({
    method: 'PATCH',
    path: '/doctor/UpdateProfile/:doctorId/',
    kept: "The original client edits the doctor's profile at this address.",
    role: 'doctor-self',
    tags,
    description:
      'multipart/form-data: full_name, phone_number, address, specialization, biography, age, order_number, fee_dzd, languages (comma-separated ar, ber, fr, en), visit_types (comma-separated in_person, video), picture, certification',
    params: doctorIdParams,
    answers: { 200: doctorProfileResponse, 400: validationErrorSchema, ...denied, 413: detailSchema },
  }),
  certification: route({
    method: 'GET',
    path: '/doctor/UpdateProfile/:doctorId/certification/',
    role: 'doctor-self',
    tags,
    description: 'The certification the doctor uploaded, for that doctor only; never a public picture.',
    params: doctorIdParams,
    answers: denied,
  }),
  specializations: route({
    method: 'GET',
    path: '/doctor/specialization/',
    kept: 'The original client reads the specialties at this address.',
    role: 'doctor',
    tags,
    answers: { 200: specializationList, 401: detailSchema, 403: detailSchema },
  }),
} as const;
