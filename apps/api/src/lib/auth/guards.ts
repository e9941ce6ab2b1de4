import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import { accessTokenOf } from './cookies.ts';
import type { Identity } from './tokens.ts';

// Every ownership rule on a path id goes through these; handlers never compare ids themselves.

export function requireUser(request: FastifyRequest): Identity {
  if (request.identity) return request.identity;
  // A token that was sent but opens nothing (expired, its session ended) is told apart from none.
  throw accessTokenOf(request) ? unauthorized('Token is invalid or expired') : unauthorized();
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

/** Route options of the doctor area's routes an assistant may use too (the agenda's). */
export const ASSISTANTS_ADMITTED = { assistants: true } as const;

/**
 * Who keeps a doctor's agenda: the doctor, or an assistant working for them now (decision 0041).
 * `doctorId` is the doctor whose agenda it is; `userId` stays the caller's, so audits name them.
 * Only the agenda's routes use this; every other doctor route refuses an assistant.
 */
export function requireAgendaKeeper(request: FastifyRequest): Identity & { doctorId: number } {
  const identity = requireUser(request);
  if (identity.doctorId !== null) return identity as Identity & { doctorId: number };
  if (identity.assistantFor) return { ...identity, doctorId: identity.assistantFor };
  throw forbidden('Only doctors and their assistants can do this.');
}

/** The doctor named in the path, or their assistant. */
export function requireAgendaKeeperSelf(
  request: FastifyRequest,
  pathDoctorId: number,
): Identity & { doctorId: number } {
  const identity = requireAgendaKeeper(request);
  if (identity.doctorId !== pathDoctorId) throw forbidden();
  return identity;
}

/** An assistant working for a doctor now (not the doctor). */
export function requireAssistant(request: FastifyRequest): Identity & { assistantFor: number } {
  const identity = requireUser(request);
  if (!identity.assistantFor) throw forbidden('Only assistants can do this.');
  return identity as Identity & { assistantFor: number };
}
