import { z } from 'zod';
import {
  acceptInviteBody,
  assistantListResponse,
  assistantMeResponse,
  assistantParams,
  inviteAccepted,
  inviteAssistantBody,
  inviteCodeParams,
  inviteParams,
  inviteSent,
  inviteSummary,
  phoneBookingBody,
  phoneBookingResponse,
} from '../api/assistants.ts';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { route } from './define.ts';

// A doctor's assistants (decision 0041): the doctor invites and removes them, an invited person
// accepts, an assistant books the patients who telephone.

const tags = ['assistants'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export const assistants = {
  list: route({
    method: 'GET',
    path: '/doctor/assistants/',
    role: 'doctor',
    tags,
    answers: { 200: assistantListResponse, ...denied },
  }),
  invite: route({
    method: 'POST',
    path: '/doctor/assistants/invites/',
    role: 'doctor',
    tags,
    body: inviteAssistantBody,
    answers: {
      201: inviteSent,
      400: validationErrorSchema,
      409: detailSchema,
      429: detailSchema,
      ...denied,
    },
  }),
  withdrawInvite: route({
    method: 'DELETE',
    path: '/doctor/assistants/invites/:inviteId/',
    role: 'doctor',
    tags,
    params: inviteParams,
    answers: { 204: z.null(), ...denied },
  }),
  remove: route({
    method: 'DELETE',
    path: '/doctor/assistants/:userId/',
    role: 'doctor',
    tags,
    params: assistantParams,
    answers: { 204: z.null(), ...denied },
  }),
  invitation: route({
    method: 'GET',
    path: '/assistant/invites/:code/',
    role: 'anyone',
    tags,
    params: inviteCodeParams,
    answers: { 200: inviteSummary, 404: detailSchema },
  }),
  accept: route({
    method: 'POST',
    path: '/assistant/invites/:code/accept/',
    role: 'anyone',
    tags,
    params: inviteCodeParams,
    body: acceptInviteBody,
    answers: { 201: inviteAccepted, 400: validationErrorSchema, 404: detailSchema, 409: detailSchema },
  }),
  me: route({
    method: 'GET',
    path: '/assistant/me/',
    role: 'assistant',
    tags,
    answers: { 200: assistantMeResponse, 401: detailSchema, 403: detailSchema },
  }),
  phoneBooking: route({
    method: 'POST',
    path: '/doctor/phone-bookings/',
    role: 'agenda-keeper',
    tags,
    body: phoneBookingBody,
    answers: {
      201: phoneBookingResponse,
      400: validationErrorSchema,
      409: detailSchema,
      429: detailSchema,
      ...denied,
    },
  }),
} as const;
