import { agendaQuery, agendaResponse } from '../../api/agenda.ts';
import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { route } from '../define.ts';

export const agenda = {
  read: route({
    method: 'GET',
    path: '/doctor/agenda/',
    role: 'agenda-keeper',
    tags: ['doctor agenda'],
    description:
      "The signed-in doctor's (or their assistant's) appointments and absences for a day or a week, in time order.",
    query: agendaQuery,
    answers: { 200: agendaResponse, 400: validationErrorSchema, 401: detailSchema, 403: detailSchema },
  }),
} as const;
