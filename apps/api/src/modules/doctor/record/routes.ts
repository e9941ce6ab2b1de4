import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createRecordService } from './service.ts';

export async function doctorRecordRoutes(app: FastifyInstance) {
  const records = createRecordService(app.deps);

  serve(app, routes.doctor.record.patient, async ({ params, identity }) =>
    records.record(identity, params.patientId),
  );

  serve(app, routes.doctor.record.sharedFolders, async ({ identity }) => records.sharedFolders(identity));
}
