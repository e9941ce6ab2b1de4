import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Identity } from './tokens.ts';

// Every ownership rule on a path id goes through these; handlers never compare ids themselves.

export function requireUser(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

export function requirePatient(request: FastifyRequest): Identity & { patientId: number } {
  const identity = requireUser(request);
  if (identity.patientId === null) throw forbidden('Only patients can do this.');
  return identity as Identity & { patientId: number };
}

export function requireDoctor(request: FastifyRequest): Identity & { doctorId: number } {
  const identity = requireUser(request);
  if (identity.doctorId === null) throw forbidden('Only doctors can do this.');
  return identity as Identity & { doctorId: number };
}

export function requireAdmin(request: FastifyRequest): Identity {
  const identity = requireUser(request);
  if (!identity.isAdmin) throw forbidden('Only administrators can do this.');
  return identity;
}

/** The signed-in patient, who must be the one named in the path. */
export function requirePatientSelf(
  request: FastifyRequest,
  pathPatientId: number,
): Identity & { patientId: number } {
  const identity = requirePatient(request);
  if (identity.patientId !== pathPatientId) throw forbidden();
  return identity;
}

/** The signed-in doctor, who must be the one named in the path. */
export function requireDoctorSelf(
  request: FastifyRequest,
  pathDoctorId: number,
): Identity & { doctorId: number } {
  const identity = requireDoctor(request);
  if (identity.doctorId !== pathDoctorId) throw forbidden();
  return identity;
}
