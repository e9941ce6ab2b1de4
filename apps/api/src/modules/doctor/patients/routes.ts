import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createDoctorPatientService } from './service.ts';

export async function doctorPatientRoutes(app: FastifyInstance) {
  const service = createDoctorPatientService(app.deps);
  const table = routes.doctor.patients;

  serve(app, table.search, async ({ query, identity }) =>
    service.search(identity.doctorId, query.search, query.page),
  );

  serve(app, table.add, async ({ params, identity, reply }) => {
    const result = await service.add(identity, identity.doctorId, params.patientId);
    return reply.status(result.created ? 201 : 200).send({ msg: result.msg, status: result.status });
  });

  serve(app, table.list, async ({ identity }) => service.myPatients(identity.doctorId));

  serve(app, table.sendRequest, async ({ params, identity, reply }) =>
    reply.status(201).send(await service.sendRequest(identity, identity.doctorId, params.patientId)),
  );

  serve(app, table.folderFiles, async ({ params, identity }) =>
    service.folderFiles(identity, params.folderId),
  );
}
