import type { FastifyInstance } from 'fastify';
import { forbidden } from '#api/lib/errors.ts';

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * Every change an assistant makes is in the audit log, naming the assistant (actor) and the doctor
 * they acted for, with the route they used; changes to a patient's appointment are also recorded by
 * their service with the patient, so the patient's access log shows them.
 */
export function recordAssistantActions(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const identity = request.identity;
    const action = ACTIONS[request.method];
    if (identity?.assistantFor && action && reply.statusCode < 400) {
      const params = (request.params ?? {}) as Record<string, string | undefined>;
      const id = Object.values(params).find((v) => v !== undefined && /^\d+$/.test(v));
      app.deps.audit.record({
        actorUserId: identity.userId,
        action,
        entity: `${request.method} ${request.routeOptions.url ?? ''}`,
        entityId: id === undefined ? null : Number(id),
        patientId: null,
        ip: request.ip,
        forDoctorId: identity.assistantFor,
        createdAt: app.deps.now(),
      });
    }
    done();
  });
}

/**
 * The medical areas outside the doctor's routes (whose own guard refuses an assistant on every route
 * not marked ASSISTANTS_ADMITTED): conversations, visits, prescriptions, patients' records and files.
 * Nothing there is an assistant's; they are refused before any handler runs.
 */
const MEDICAL_PREFIXES = [
  '/api/conversations',
  '/api/visits',
  '/api/prescriptions',
  '/api/patient',
  '/api/doctor/consultations',
  '/api/doctor/prescriptions',
];

export function refuseAssistantsOutsideAgenda(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.routeOptions.url ?? '';
    if (request.identity?.assistantFor && MEDICAL_PREFIXES.some((p) => path.startsWith(p))) {
      done(forbidden('Assistants cannot see medical records.'));
      return;
    }
    done();
  });
}
