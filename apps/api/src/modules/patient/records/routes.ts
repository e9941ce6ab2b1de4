import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createRecordsService } from './service.ts';

/** What the patient reads of their care: appointments and consultations. */
export async function recordsRoutes(app: FastifyInstance) {
  const records = createRecordsService(app.deps);
  const table = routes.patient.records;

  serve(app, table.bookings, ({ params }) => records.bookings(params.patientId));

  serve(app, table.nextAppointment, ({ params }) => records.nextAppointment(params.patientId));

  serve(app, table.consultations, ({ identity, params }) =>
    records.consultations(identity, params.patientId),
  );
}
