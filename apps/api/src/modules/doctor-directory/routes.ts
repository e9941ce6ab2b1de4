import {
  DOCTOR_SEARCH_PAGE_SIZE,
  detailSchema,
  doctorCard,
  doctorCardParams,
  doctorSearchResponse,
  doctorSearchQuery,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { findDoctorCard, searchDoctors } from './repository.ts';
import { pageLinks } from '../../lib/pagination.ts';

const tags = ['doctors'];

/** Public: what patients and visitors see of doctors. */
export async function doctorDirectoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/doctor/search/list',
    {
      schema: {
        tags,
        querystring: doctorSearchQuery,
        response: { 200: doctorSearchResponse, 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { search, page, verified } = request.query;
      const size = DOCTOR_SEARCH_PAGE_SIZE;
      const found = await searchDoctors(app.deps.db, search, (page - 1) * size, size, verified === 'true');
      return {
        count: found.count,
        ...pageLinks('/api/doctor/search/list', search, page, size, found.count),
        results: found.results,
      };
    },
  );

  app.get(
    '/doctor/search/:doctorId',
    { schema: { tags, params: doctorCardParams, response: { 200: doctorCard, 404: detailSchema } } },
    async (request) => {
      const card = await findDoctorCard(app.deps.db, request.params.doctorId);
      if (!card) throw notFound('Doctor not found.');
      return card;
    },
  );
}
