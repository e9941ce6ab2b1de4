import { detailSchema } from '../../api/common.ts';
import { doctorIdParams, doctorOverviewResponse } from '../../api/doctor-profile.ts';
import { route } from '../define.ts';

export const overview = {
  read: route({
    method: 'GET',
    path: '/doctor/overview/:doctorId/',
    role: 'doctor-self',
    tags: ['doctor profile'],
    description:
      'The Overview cards, counted from real data: upcoming appointments not yet completed, patients in the list, completed appointments, free slots ahead, missed appointments.',
    params: doctorIdParams,
    answers: { 200: doctorOverviewResponse, 401: detailSchema, 403: detailSchema },
  }),
} as const;
