import { healthSchema } from '../api/health.ts';
import { route } from './define.ts';

export const health = {
  check: route({
    method: 'GET',
    path: '/health',
    role: 'anyone',
    tags: ['health'],
    description: 'Answers once the database answers.',
    answers: { 200: healthSchema },
  }),
} as const;
