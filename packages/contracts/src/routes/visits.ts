import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import {
  signalBody,
  upcomingVisitList,
  visitConsultationBody,
  visitParams,
  visitResponse,
} from '../api/visits.ts';
import { route } from './define.ts';

// `/api/visits/{appointmentId}/...`: the visit page, its WebRTC signalling and its consultation.
// Each route finds the caller among the appointment's doctor and patient.

const tags = ['video visits'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };

export const visits = {
  upcoming: route({
    method: 'GET',
    path: '/visits/',
    role: 'signed-in',
    tags,
    answers: { 200: upcomingVisitList, ...errors },
  }),
  get: route({
    method: 'GET',
    path: '/visits/:appointmentId/',
    role: 'signed-in',
    tags,
    params: visitParams,
    answers: { 200: visitResponse, ...errors },
  }),
  signal: route({
    method: 'POST',
    path: '/visits/:appointmentId/signal/',
    role: 'signed-in',
    tags,
    description:
      "Offer, answer, ICE candidate or hang-up, delivered as `visit.signal` on the other party's /api/events/.",
    params: visitParams,
    body: signalBody,
    answers: { 202: z.object({}), ...errors, 409: detailSchema },
  }),
  consultation: route({
    method: 'POST',
    path: '/visits/:appointmentId/consultation/',
    role: 'signed-in',
    tags,
    params: visitParams,
    body: visitConsultationBody,
    answers: { 201: z.object({ id: z.number() }), ...errors },
  }),
} as const;
