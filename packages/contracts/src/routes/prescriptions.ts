import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import {
  consultationPrescriptionParams,
  consultationPrescriptionPdfParams,
  issuePrescriptionBody,
  patientPrescription,
  prescriptionCodeParams,
  prescriptionParams,
  prescriptionSummary,
  prescriptionVerification,
} from '../api/prescriptions.ts';
import { route } from './define.ts';

// Issue, list, download and revoke prescriptions; anyone may check one by its code.

const tags = ['prescriptions'];
const errors = {
  400: validationErrorSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
  409: detailSchema,
};

export const prescriptions = {
  issue: route({
    method: 'POST',
    path: '/doctor/consultations/:consultationId/prescriptions/',
    role: 'doctor',
    tags,
    params: consultationPrescriptionParams,
    // A POST without a body prescribes the consultation's medicine items.
    body: issuePrescriptionBody.nullish(),
    answers: { 201: prescriptionSummary, ...errors },
  }),
  ofConsultation: route({
    method: 'GET',
    path: '/doctor/consultations/:consultationId/prescriptions/',
    role: 'doctor',
    tags,
    params: consultationPrescriptionParams,
    answers: { 200: z.array(prescriptionSummary), ...errors },
  }),
  revoke: route({
    method: 'POST',
    path: '/doctor/prescriptions/:prescriptionId/revoke/',
    role: 'doctor',
    tags,
    params: prescriptionParams,
    answers: { 200: prescriptionSummary, ...errors },
  }),
  mine: route({
    method: 'GET',
    path: '/patient/prescriptions/',
    role: 'patient',
    tags,
    answers: { 200: z.array(patientPrescription), ...errors },
  }),
  pdf: route({
    method: 'GET',
    path: '/prescriptions/:prescriptionId/pdf',
    role: 'signed-in',
    tags,
    params: prescriptionParams,
  }),
  consultationPdf: route({
    method: 'GET',
    path: '/doctor/consultations/:consultationId/prescriptions/:prescriptionId/pdf',
    role: 'signed-in',
    tags,
    params: consultationPrescriptionPdfParams,
  }),
  verify: route({
    method: 'GET',
    path: '/prescriptions/verify/:code/',
    role: 'anyone',
    tags,
    params: prescriptionCodeParams,
    answers: { 200: prescriptionVerification, 404: detailSchema, 429: detailSchema },
  }),
} as const;
