import { z } from 'zod';
import {
  appointmentMessage,
  doctorAppointmentParams,
  doctorCancelBody,
  noShowBody,
  patientAppointmentParams,
  rescheduleBody,
  unsubscribeQuery,
  waitlistParams,
  waitlistStatus,
} from '../api/appointment-life.ts';
import {
  availableSlot,
  bookedAppointment,
  bookingBody,
  bookingParams,
  doctorSlotsParams,
  slotWindowQuery,
} from '../api/booking.ts';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { doctorPatientParams } from '../api/doctor-patients.ts';
import { doctorIdParams } from '../api/doctor-profile.ts';
import {
  appointmentList,
  appointmentParams,
  appointmentResponse,
  createAppointmentBody,
  createSlotBody,
  doctorSlotList,
  slotParams,
  slotResponse,
  updateAppointmentBody,
  updateSlotBody,
} from '../api/doctor-schedule.ts';
import { route } from './define.ts';

// The routes of apps/api/src/modules/appointments (decision 0045), and the doctor's agenda pages
// (modules/doctor/slots, modules/doctor/appointments) that call its services.

const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const noContent = { 204: z.null() };

const booking = {
  // Public, like the doctor directory: free slots say nothing about any patient.
  freeSlots: route({
    method: 'GET',
    path: '/patient/all-bookings/:doctorId',
    role: 'anyone',
    tags: ['booking'],
    description:
      'The free slots of a window of days (`days`, 14 unless given, at most 31 and 300 slots) from the first day on or after `from` (today unless given) that has one. A `Link` header with rel="next" gives the next window when there is a free slot after this one.',
    params: doctorSlotsParams,
    query: slotWindowQuery,
    answers: {
      200: z.array(availableSlot),
      400: validationErrorSchema,
      404: detailSchema,
      429: detailSchema,
    },
    kept: 'Original address of a doctor\'s free slots ("bookings" means slots here).',
  }),
  book: route({
    method: 'POST',
    path: '/patient/:patientId/booking/:slotId',
    role: 'patient-self',
    tags: ['booking'],
    params: bookingParams,
    body: bookingBody,
    answers: {
      201: bookedAppointment,
      400: validationErrorSchema,
      ...denied,
      409: detailSchema,
      429: detailSchema,
    },
    kept: 'Original address for booking a slot.',
  }),
} as const;

const changes = {
  cancelByPatient: route({
    method: 'POST',
    path: '/patient/appointments/:bookingId/cancel',
    role: 'patient',
    tags: ['appointments'],
    params: patientAppointmentParams,
    answers: noContent,
  }),
  reschedule: route({
    method: 'POST',
    path: '/patient/appointments/:bookingId/reschedule',
    role: 'patient',
    tags: ['appointments'],
    params: patientAppointmentParams,
    body: rescheduleBody,
    answers: noContent,
  }),
  patientCalendar: route({
    method: 'GET',
    path: '/patient/appointments/:bookingId/calendar.ics',
    role: 'patient',
    tags: ['appointments'],
    description: 'The appointment as an iCalendar file (text/calendar).',
    params: patientAppointmentParams,
  }),
  doctorCalendar: route({
    method: 'GET',
    path: '/doctor/appointments/:appointmentId/calendar.ics',
    role: 'agenda-keeper',
    tags: ['appointments'],
    description: 'The appointment as an iCalendar file (text/calendar).',
    params: doctorAppointmentParams,
  }),
  cancelByDoctor: route({
    method: 'POST',
    path: '/doctor/appointments/:appointmentId/cancel',
    role: 'agenda-keeper',
    tags: ['appointments'],
    params: doctorAppointmentParams,
    body: doctorCancelBody,
    answers: noContent,
  }),
  noShow: route({
    method: 'POST',
    path: '/doctor/appointments/:appointmentId/no-show',
    role: 'agenda-keeper',
    tags: ['appointments'],
    params: doctorAppointmentParams,
    body: noShowBody,
    answers: noContent,
  }),
  messages: route({
    method: 'GET',
    path: '/doctor/appointments/:appointmentId/messages',
    role: 'doctor',
    tags: ['appointments'],
    params: doctorAppointmentParams,
    answers: { 200: z.array(appointmentMessage) },
  }),
} as const;

const reminders = {
  unsubscribe: route({
    method: 'GET',
    path: '/reminders/unsubscribe',
    role: 'anyone',
    tags: ['appointments'],
    description:
      'The link of a reminder email: stops the reminders and answers an HTML page (200, or 400 when the link is not valid).',
    query: unsubscribeQuery,
  }),
} as const;

const waitlist = {
  status: route({
    method: 'GET',
    path: '/patient/waitlist/:doctorId',
    role: 'patient',
    tags: ['appointments'],
    params: waitlistParams,
    answers: { 200: waitlistStatus },
  }),
  join: route({
    method: 'POST',
    path: '/patient/waitlist/:doctorId',
    role: 'patient',
    tags: ['appointments'],
    params: waitlistParams,
    answers: { 200: waitlistStatus },
  }),
  leave: route({
    method: 'DELETE',
    path: '/patient/waitlist/:doctorId',
    role: 'patient',
    tags: ['appointments'],
    params: waitlistParams,
    answers: { 200: waitlistStatus },
  }),
} as const;

// The doctor's slots; a body naming another doctor than the caller's is refused by the handler.
const slots = {
  create: route({
    method: 'POST',
    path: '/doctor/CreateBooking/',
    role: 'agenda-keeper',
    tags: ['doctor bookings'],
    body: createSlotBody,
    answers: { 201: slotResponse, 400: validationErrorSchema, ...denied },
    kept: "Original address of a doctor's slot, which it calls a booking.",
  }),
  update: route({
    method: 'PATCH',
    path: '/doctor/UpdateDeleteBooking/:bookingId/',
    role: 'agenda-keeper',
    tags: ['doctor bookings'],
    params: slotParams,
    body: updateSlotBody,
    answers: { 200: slotResponse, 400: validationErrorSchema, ...denied, 409: detailSchema },
    kept: "Original address of a doctor's slot, which it calls a booking.",
  }),
  remove: route({
    method: 'DELETE',
    path: '/doctor/UpdateDeleteBooking/:bookingId/',
    role: 'agenda-keeper',
    tags: ['doctor bookings'],
    params: slotParams,
    answers: { ...noContent, ...denied, 409: detailSchema },
    kept: "Original address of a doctor's slot, which it calls a booking.",
  }),
  list: route({
    method: 'GET',
    path: '/doctor/allBooking_doctor/:doctorId/',
    role: 'agenda-keeper-self',
    tags: ['doctor bookings'],
    params: doctorIdParams,
    answers: { 200: doctorSlotList, ...denied },
    kept: "Original address of a doctor's slots, which it calls bookings.",
  }),
} as const;

const doctorAppointments = {
  create: route({
    method: 'POST',
    path: '/doctor/create_appointment/:doctorId/:patientId/',
    role: 'doctor-self',
    tags: ['doctor appointments'],
    params: doctorPatientParams,
    body: createAppointmentBody,
    answers: { 201: appointmentResponse, 400: validationErrorSchema, ...denied },
    kept: "Original address of the doctor's appointments.",
  }),
  update: route({
    method: 'PATCH',
    path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    role: 'agenda-keeper-self',
    tags: ['doctor appointments'],
    params: appointmentParams,
    body: updateAppointmentBody,
    answers: { 200: appointmentResponse, 400: validationErrorSchema, ...denied },
    kept: "Original address of the doctor's appointments.",
  }),
  cancel: route({
    method: 'DELETE',
    path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    role: 'agenda-keeper-self',
    tags: ['doctor appointments'],
    description:
      'Cancels the appointment as the doctor (kept in the history, the patient told with a reason in their language); one already started answers 409.',
    params: appointmentParams,
    answers: { ...noContent, ...denied, 409: detailSchema },
    kept: "Original address of the doctor's appointments.",
  }),
  list: route({
    method: 'GET',
    path: '/doctor/get_my_patients_appointments/:doctorId/',
    role: 'agenda-keeper-self',
    tags: ['doctor appointments'],
    params: doctorIdParams,
    answers: { 200: appointmentList, ...denied },
    kept: "Original address of the doctor's appointments.",
  }),
} as const;

export const appointments = { booking, changes, reminders, waitlist, slots, doctorAppointments } as const;
