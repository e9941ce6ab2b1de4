import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { actingDoctor } from '../access.ts';
import { createConsultationService } from './service.ts';

export async function doctorConsultationRoutes(app: FastifyInstance) {
  const consultations = createConsultationService(app.deps);

  serve(app, routes.doctor.consultations.create, async ({ body, request, reply }) => {
    const identity = actingDoctor(request, body.doctor);
    return reply.status(201).send(await consultations.create(identity, identity.doctorId, body));
  });

  serve(app, routes.doctor.consultations.list, async ({ query, identity }) =>
    consultations.list(identity.doctorId, query.page),
  );

  serve(app, routes.doctor.consultations.addBloodTest, async ({ body, identity, reply }) =>
    reply.status(201).send(await consultations.addBloodTest(identity, identity.doctorId, body)),
  );

  serve(app, routes.doctor.consultations.addMedicine, async ({ body, identity, reply }) =>
    reply.status(201).send(await consultations.addMedicine(identity, identity.doctorId, body)),
  );
}
