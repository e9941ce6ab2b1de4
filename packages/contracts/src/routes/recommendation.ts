import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { recommendationBody, recommendationResponse } from '../api/recommendation.ts';
import { route } from './define.ts';

export const recommendation = {
  recommend: route({
    method: 'POST',
    path: '/base/recommendation_doctor/backup/v0/',
    kept: 'The original client asks for the symptom recommendation at this address.',
    role: 'anyone',
    tags: ['recommendation'],
    description:
      'The specialty and doctors for symptoms in the words of the patient. Open to visitors: a signed-in user is limited per account, a visitor per address.',
    body: recommendationBody,
    answers: { 200: recommendationResponse, 400: validationErrorSchema, 429: detailSchema },
  }),
} as const;
