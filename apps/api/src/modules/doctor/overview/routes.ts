import { algeriaDay } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { countOverview } from './repository.ts';

/**
 * The Overview cards count real data (the original showed fixed numbers; a departure listed in
 * docs/deviations.md): upcoming appointments not yet completed, patients in the list, completed
 * appointments, free slots ahead.
 */
export async function doctorOverviewRoutes(app: FastifyInstance) {
  serve(app, routes.doctor.overview.read, async ({ identity }) => {
    const n = await countOverview(app.deps.db, identity.doctorId, algeriaDay(app.deps.now()));
    return {
      new_appointments: n.upcoming,
      total_patients: n.patients,
      completed_appointments: n.completed,
      available_slots: n.free,
      no_shows: n.noShows,
    };
  });
}
