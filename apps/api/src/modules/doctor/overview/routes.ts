import { detailSchema, doctorIdParams, doctorOverviewResponse, algeriaDay } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDoctorSelf } from '#api/lib/auth/guards.ts';
import { countOverview } from './repository.ts';

/**
 * The Overview cards count real data (the original showed fixed numbers; a departure listed in
 * docs/deviations.md): upcoming appointments not yet completed, patients in the list, completed
 * appointments, free slots ahead.
 */
export async function doctorOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/doctor/overview/:doctorId/',
    {
      schema: {
        tags: ['doctor profile'],
        params: doctorIdParams,
        response: { 200: doctorOverviewResponse, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const { doctorId } = requireDoctorSelf(request, request.params.doctorId);
      const n = await countOverview(app.deps.db, doctorId, algeriaDay(app.deps.now()));
      return {
        new_appointments: n.upcoming,
        total_patients: n.patients,
        completed_appointments: n.completed,
        available_slots: n.free,
        no_shows: n.noShows,
      };
    },
  );
}
