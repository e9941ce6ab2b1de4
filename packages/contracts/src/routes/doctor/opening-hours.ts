import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { slotParams } from '../../api/doctor-schedule.ts';
import {
  absenceBody,
  absenceList,
  absenceParams,
  absenceResponse,
  bookedSlotCancelBody,
  openingHoursBody,
  openingHoursResponse,
} from '../../api/opening-hours.ts';
import { route } from '../define.ts';

const tags = ['doctor opening hours'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** Weekly hours, absences and deleting a booked slot, kept by the doctor or their assistant. */
export const openingHours = {
  read: route({
    method: 'GET',
    path: '/doctor/opening-hours/',
    role: 'agenda-keeper',
    tags,
    answers: { 200: openingHoursBody, ...denied },
  }),
  save: route({
    method: 'PUT',
    path: '/doctor/opening-hours/',
    role: 'agenda-keeper',
    tags,
    description: 'Replaces the weekly hours; the free slots ahead are added and removed to match.',
    body: openingHoursBody,
    answers: { 200: openingHoursResponse, 400: validationErrorSchema, ...denied },
  }),
  absences: route({
    method: 'GET',
    path: '/doctor/absences/',
    role: 'agenda-keeper',
    tags,
    answers: { 200: absenceList, ...denied },
  }),
  addAbsence: route({
    method: 'POST',
    path: '/doctor/absences/',
    role: 'agenda-keeper',
    tags,
    body: absenceBody,
    answers: { 201: absenceResponse, 400: validationErrorSchema, ...denied },
  }),
  removeAbsence: route({
    method: 'DELETE',
    path: '/doctor/absences/:absenceId/',
    role: 'agenda-keeper',
    tags,
    params: absenceParams,
    answers: { 204: z.null(), ...denied },
  }),
  cancelBookedSlot: route({
    method: 'POST',
    path: '/doctor/UpdateDeleteBooking/:bookingId/cancel',
    role: 'agenda-keeper',
    tags,
    description:
      'Deletes a booked slot: its appointment is cancelled with the reason, and the patient is told.',
    params: slotParams,
    body: bookedSlotCancelBody,
    answers: { 204: z.null(), 400: validationErrorSchema, ...denied, 409: detailSchema },
  }),
} as const;
