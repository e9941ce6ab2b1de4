// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const appointments = {
  booking: {
    freeSlots: { method: 'GET', path: '/patient/all-bookings/:doctorId' } as Address<
      Table['appointments']['booking']['freeSlots']
    >,
    book: { method: 'POST', path: '/patient/:patientId/booking/:slotId' } as Address<
      Table['appointments']['booking']['book']
    >,
  },
  changes: {
    cancelByPatient: { method: 'POST', path: '/patient/appointments/:bookingId/cancel' } as Address<
      Table['appointments']['changes']['cancelByPatient']
    >,
    reschedule: { method: 'POST', path: '/patient/appointments/:bookingId/reschedule' } as Address<
      Table['appointments']['changes']['reschedule']
    >,
    patientCalendar: { method: 'GET', path: '/patient/appointments/:bookingId/calendar.ics' } as Address<
      Table['appointments']['changes']['patientCalendar']
    >,
    doctorCalendar: { method: 'GET', path: '/doctor/appointments/:appointmentId/calendar.ics' } as Address<
      Table['appointments']['changes']['doctorCalendar']
    >,
    cancelByDoctor: { method: 'POST', path: '/doctor/appointments/:appointmentId/cancel' } as Address<
      Table['appointments']['changes']['cancelByDoctor']
    >,
    noShow: { method: 'POST', path: '/doctor/appointments/:appointmentId/no-show' } as Address<
      Table['appointments']['changes']['noShow']
    >,
    messages: { method: 'GET', path: '/doctor/appointments/:appointmentId/messages' } as Address<
      Table['appointments']['changes']['messages']
    >,
  },
  reminders: {
    unsubscribe: { method: 'GET', path: '/reminders/unsubscribe' } as Address<
      Table['appointments']['reminders']['unsubscribe']
    >,
  },
  waitlist: {
    status: { method: 'GET', path: '/patient/waitlist/:doctorId' } as Address<
      Table['appointments']['waitlist']['status']
    >,
    join: { method: 'POST', path: '/patient/waitlist/:doctorId' } as Address<
      Table['appointments']['waitlist']['join']
    >,
    leave: { method: 'DELETE', path: '/patient/waitlist/:doctorId' } as Address<
      Table['appointments']['waitlist']['leave']
    >,
  },
  slots: {
    create: { method: 'POST', path: '/doctor/CreateBooking/' } as Address<
      Table['appointments']['slots']['create']
    >,
    update: { method: 'PATCH', path: '/doctor/UpdateDeleteBooking/:bookingId/' } as Address<
      Table['appointments']['slots']['update']
    >,
    remove: { method: 'DELETE', path: '/doctor/UpdateDeleteBooking/:bookingId/' } as Address<
      Table['appointments']['slots']['remove']
    >,
    list: { method: 'GET', path: '/doctor/allBooking_doctor/:doctorId/' } as Address<
      Table['appointments']['slots']['list']
    >,
  },
  doctorAppointments: {
    create: { method: 'POST', path: '/doctor/create_appointment/:doctorId/:patientId/' } as Address<
      Table['appointments']['doctorAppointments']['create']
    >,
    update: {
      method: 'PATCH',
      path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    } as Address<Table['appointments']['doctorAppointments']['update']>,
    cancel: {
      method: 'DELETE',
      path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
    } as Address<Table['appointments']['doctorAppointments']['cancel']>,
    list: { method: 'GET', path: '/doctor/get_my_patients_appointments/:doctorId/' } as Address<
      Table['appointments']['doctorAppointments']['list']
    >,
  },
} as const;
