import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createPrescriptionService } from './service.ts';

/** Issue, list, download and revoke prescriptions; anyone may check one by its code. */
export async function prescriptionRoutes(app: FastifyInstance) {
  const prescriptions = createPrescriptionService(app.deps);
  const table = routes.prescriptions;

  serve(app, table.issue, async ({ identity, params, body, reply }) => {
    const issued = await prescriptions.issue(identity, params.consultationId, body);
    return reply.status(201).send(issued);
  });

  serve(app, table.ofConsultation, ({ identity, params }) =>
    prescriptions.listForConsultation(identity, params.consultationId),
  );

  serve(app, table.revoke, ({ identity, params }) => prescriptions.revoke(identity, params.prescriptionId));

  serve(app, table.mine, ({ identity }) => prescriptions.listForPatient(identity.patientId));

  const sendPdf = async (reply: FastifyReply, file: Awaited<ReturnType<typeof prescriptions.pdf>>) => {
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="ordonnance-${file.code}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(file.stream);
  };
  serve(app, table.pdf, async ({ identity, params, reply }) =>
    sendPdf(reply, await prescriptions.pdf(identity, params.prescriptionId)),
  );
  serve(app, table.consultationPdf, async ({ identity, params, reply }) =>
    sendPdf(reply, await prescriptions.pdf(identity, params.prescriptionId, params.consultationId)),
  );

  serve(app, table.verify, ({ params, request }) => prescriptions.verify(params.code, request.ip));
}
