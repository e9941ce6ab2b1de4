import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { patientIdParams } from '../api/patient.ts';
import { relativeBody, relativeParams, relativeSchema, relativeUpdateBody } from '../api/relatives.ts';
import { route } from './define.ts';

// The patient's relatives, whom they book for; only the patient named in the path reaches them.

const tags = ['patient relatives'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const oneRelative = patientIdParams.extend(relativeParams.shape);

export const relatives = {
  list: route({
    method: 'GET',
    path: '/patient/:patientId/relatives/',
    role: 'patient-self',
    tags,
    params: patientIdParams,
    answers: { 200: z.array(relativeSchema), ...denied },
  }),
  add: route({
    method: 'POST',
    path: '/patient/:patientId/relatives/',
    role: 'patient-self',
    tags,
    params: patientIdParams,
    body: relativeBody,
    answers: { 201: relativeSchema, 400: validationErrorSchema, ...denied },
  }),
  update: route({
    method: 'PATCH',
    path: '/patient/:patientId/relatives/:relativeId/',
    role: 'patient-self',
    tags,
    params: oneRelative,
    body: relativeUpdateBody,
    answers: { 200: relativeSchema, 400: validationErrorSchema, ...denied },
  }),
  remove: route({
    method: 'DELETE',
    path: '/patient/:patientId/relatives/:relativeId/',
    role: 'patient-self',
    tags,
    params: oneRelative,
    answers: { 204: z.null(), ...denied },
  }),
} as const;
