import { detailSchema, validationErrorSchema } from '../api/common.ts';
import {
  doctorCard,
  doctorCardParams,
  doctorSearchQuery,
  doctorSearchResponse,
} from '../api/doctor-directory.ts';
import { route } from './define.ts';

const tags = ['doctors'];

/** Public: what patients and visitors see of doctors. A visitor's calls are limited per address. */
export const doctorDirectory = {
  search: route({
    method: 'GET',
    path: '/doctor/search/list',
    kept: 'The original client searches the public directory here, under doctor/ though patients and visitors call it.',
    role: 'anyone',
    tags,
    description: 'Doctors matching the words, a page at a time; each answer links to the next page.',
    query: doctorSearchQuery,
    answers: { 200: doctorSearchResponse, 400: validationErrorSchema, 429: detailSchema },
  }),
  card: route({
    method: 'GET',
    path: '/doctor/search/:doctorId',
    role: 'anyone',
    tags,
    description: "One doctor's card, as the search lists it.",
    params: doctorCardParams,
    answers: { 200: doctorCard, 404: detailSchema, 429: detailSchema },
  }),
} as const;
