import { waitlistParams, waitlistStatus } from '../api/appointment-life.ts';
import { route } from './define.ts';

// The routes of apps/api/src/modules/appointments (decision 0045) moved into the table so far.
export const appointments = {
  waitlist: {
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
  },
} as const;
