import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import {
  consultationItemBody,
  consultationItemResponse,
  consultationResponse,
  createConsultationBody,
  doctorConsultationList,
  doctorConsultationsQuery,
  medicineItemBody,
  medicineItemResponse,
} from '../../api/doctor-consultations.ts';
import { route } from '../define.ts';

const tags = ['doctor consultations'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export const consultations = {
  create: route({
    method: 'POST',
    path: '/doctor/CreateConsultation/',
    kept: 'The original client creates a consultation at this address.',
    role: 'doctor',
    tags,
    description:
      'A consultation for a patient in the list; a `doctor` in the body must be the signed-in one.',
    body: createConsultationBody,
    answers: { 201: consultationResponse, ...errors },
  }),
  list: route({
    method: 'GET',
    path: '/doctor/consultations/',
    role: 'doctor',
    tags,
    description: "The signed-in doctor's consultations, a page at a time.",
    query: doctorConsultationsQuery,
    answers: { 200: doctorConsultationList, ...errors },
  }),
  addBloodTest: route({
    method: 'POST',
    path: '/doctor/CreateBloodTest/',
    kept: 'The original client adds a blood test to a consultation at this address.',
    role: 'doctor',
    tags,
    body: consultationItemBody,
    answers: { 201: consultationItemResponse, ...errors },
  }),
  addMedicine: route({
    method: 'POST',
    path: '/doctor/CreateMedcineItems/',
    kept: 'The original client adds a medicine to a consultation at this address, spelled so.',
    role: 'doctor',
    tags,
    body: medicineItemBody,
    answers: { 201: medicineItemResponse, ...errors },
  }),
} as const;
