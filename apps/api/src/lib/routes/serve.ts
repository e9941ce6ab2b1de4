import type { Role, RouteSpec } from '@reayah/contracts/routes';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  requireAdmin,
  requireAgendaKeeper,
  requireAgendaKeeperSelf,
  requireAssistant,
  requireDoctor,
  requireDoctorSelf,
  requirePatient,
  requirePatientSelf,
  requireUser,
} from '#api/lib/auth/guards.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';

type PatientIdentity = Identity & { patientId: number };
type DoctorIdentity = Identity & { doctorId: number };

/** The caller as the route's role guarantees it. */
export type IdentityFor<R extends Role> = R extends 'anyone'
  ? Identity | null
  : R extends 'patient' | 'patient-self'
    ? PatientIdentity
    : R extends 'doctor' | 'doctor-self' | 'agenda-keeper' | 'agenda-keeper-self'
      ? DoctorIdentity
      : R extends 'assistant'
        ? Identity & { assistantFor: number }
        : Identity;

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: the parsed request and the caller, already checked against the role. */
export interface Call<S extends RouteSpec> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  identity: IdentityFor<S['role']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ServeOptions {
  /** The handler reads and checks the body itself (multipart, or an error shape of its own). */
  ownBodyCheck?: boolean;
  bodyLimit?: number;
  config?: FastifyContextConfig;
  /** Runs before the request is validated: a limit that counts refused requests too. */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** Runs once the request is valid, before the role's guard and the handler. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** The answer's content types when it is not JSON (a file's bytes), for /api/docs. */
  produces?: readonly string[];
  /** The body's content types when it is not JSON (a multipart upload), for /api/docs. */
  consumes?: readonly string[];
  /** Runs before the body is read and validated (a guard that must answer before a 400). */
  onRequest?: onRequestHookHandler | onRequestAsyncHookHandler;
}

function pathId(request: FastifyRequest, name: 'patientId' | 'doctorId'): number {
  return (request.params as Record<string, number>)[name] ?? Number.NaN;
}

/** Applies a role's guard: throws 401 or 403, or returns the caller. */
export function guard(role: Role, request: FastifyRequest): Identity | null {
  switch (role) {
    case 'anyone':
      return request.identity;
    case 'signed-in':
      return requireUser(request);
    case 'patient':
      return requirePatient(request);
    case 'patient-self':
      return requirePatientSelf(request, pathId(request, 'patientId'));
    case 'doctor':
      return requireDoctor(request);
    case 'doctor-self':
      return requireDoctorSelf(request, pathId(request, 'doctorId'));
    case 'agenda-keeper':
      return requireAgendaKeeper(request);
    case 'agenda-keeper-self':
      return requireAgendaKeeperSelf(request, pathId(request, 'doctorId'));
    case 'assistant':
      return requireAssistant(request);
    case 'admin':
      return requireAdmin(request);
  }
}

/**
 * Registers a route of the table (packages/contracts/src/routes): its path and every kept alias,
 * its schemas for validation and /api/docs, and its role's guard before the handler. A handler
 * returns the answer; it sets another status than 200 through `reply`.
 */
export function serve<const S extends RouteSpec>(
  fastify: FastifyInstance,
  spec: S,
  handler: (call: Call<S>) => unknown,
  options: ServeOptions = {},
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admitsAssistants = spec.role === 'agenda-keeper' || spec.role === 'agenda-keeper-self';
  const schema = {
    ...(spec.tags ? { tags: [...spec.tags] } : {}),
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body && !options.ownBodyCheck ? { body: spec.body } : {}),
    ...(spec.answers ? { response: spec.answers } : {}),
    ...(options.produces ? { produces: [...options.produces] } : {}),
    ...(options.consumes ? { consumes: [...options.consumes] } : {}),
  };
  for (const url of [spec.path, ...(spec.alsoAt ?? [])]) {
    app.route({
      method: spec.method,
      url,
      schema,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.onRequest ? { onRequest: options.onRequest } : {}),
      ...(options.preValidation ? { preValidation: options.preValidation } : {}),
      ...(options.preHandler ? { preHandler: options.preHandler } : {}),
      config: { ...options.config, fromTable: true, ...(admitsAssistants ? { assistants: true } : {}) },
      handler: async (request, reply) => {
        const identity = guard(spec.role, request) as IdentityFor<S['role']>;
        return handler({
          params: request.params as Parsed<S['params']>,
          query: request.query as Parsed<S['query']>,
          body: request.body as Parsed<S['body']>,
          identity,
          request,
          reply,
        });
      },
    });
  }
}
