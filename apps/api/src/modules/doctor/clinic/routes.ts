import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart } from '#api/lib/uploads.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { pictureAndCertification, sendPrivateFile } from '../stored-file.ts';
import { createClinicService } from './service.ts';

export async function doctorClinicRoutes(app: FastifyInstance) {
  const clinics = createClinicService(app.deps);
  const readForm = (request: FastifyRequest) =>
    readMultipart(request, app.deps.storage, pictureAndCertification(app.deps.config));
  const table = routes.doctor.clinic;

  serve(
    app,
    table.create,
    async ({ identity, request, reply }) =>
      reply.status(201).send(await clinics.create(identity.doctorId, await readForm(request))),
    { consumes: ['multipart/form-data'] },
  );

  serve(app, table.read, async ({ params, identity }) => clinics.get(identity.doctorId, params.clinicId));

  serve(
    app,
    table.update,
    async ({ params, identity, request }) =>
      clinics.update(identity.doctorId, params.clinicId, () => readForm(request)),
    { consumes: ['multipart/form-data'] },
  );

  serve(app, table.certification, async ({ params, identity, reply }) => {
    const key = await clinics.certificationKey(identity.doctorId, params.clinicId);
    return sendPrivateFile(reply, app.deps.storage, key, 'clinic-certification');
  });
}
