import type { z } from 'zod';

/**
 * Who may call a route. The API applies the guard before the handler runs and hands the handler
 * the caller's identity narrowed to the role; "-self" roles also require the id named in the path
 * (`:patientId` or `:doctorId`) to be the caller's own.
 */
export type Role =
  | 'anyone'
  | 'signed-in'
  | 'patient'
  | 'patient-self'
  | 'doctor'
  | 'doctor-self'
  /** The doctor, or an assistant working for them now. */
  | 'agenda-keeper'
  | 'agenda-keeper-self'
  | 'assistant'
  | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the API: what it is called, who may call it, what it takes and answers. */
export interface RouteSpec {
  readonly method: Method;
  /** Served under /api; `:name` marks a path parameter. */
  readonly path: string;
  readonly role: Role;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; a multipart body is read by the handler and described in `description`. */
  readonly body?: z.ZodType;
  /** The answers by status code, as documented in /api/docs. */
  readonly answers?: Readonly<Record<number, z.ZodType>>;
  readonly tags?: readonly string[];
  readonly description?: string;
  /**
   * Why this path is served as the original contract spelled it (decision 0033). Every kept path
   * carries its reason here, so `keptPaths()` is the one list of them.
   */
  readonly kept?: string;
  /** Other paths serving the same route, kept for old links, with the reason in `kept`. */
  readonly alsoAt?: readonly string[];
}

/** Declares a route, keeping its literal types for the API and the web client. */
export function route<const S extends RouteSpec>(spec: S): S {
  return spec;
}

/**
 * What the web app needs of a route at run time: its method and path. Its parameter, body and
 * answer types ride along as types only, so the web never loads the schemas to call the API.
 */
export interface Address<S extends RouteSpec = RouteSpec> {
  readonly method: S['method'];
  readonly path: S['path'];
  /** Never set: carries the route's types. */
  readonly spec?: S;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values to put in a path's `:name` parts. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? undefined
  : Record<ParamNames<P>, string | number>;

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

export type ParamsOf<A extends Address> = PathParams<A['path']>;
export type QueryOf<A extends Address> = NonNullable<A['spec']>['query'] extends z.ZodType
  ? { [K in keyof InputOf<NonNullable<A['spec']>['query']>]?: string | number | boolean | null }
  : undefined;
export type BodyOf<A extends Address> = InputOf<NonNullable<A['spec']>['body']>;
export type AnswerOf<A extends Address> =
  NonNullable<NonNullable<A['spec']>['answers']> extends infer Answers
    ? {
        [S in keyof Answers & SuccessStatus]: Answers[S] extends z.ZodType ? z.output<Answers[S]> : never;
      }[keyof Answers & SuccessStatus]
    : unknown;

/** Every path of a table of routes, once each: for the test that compares table and server. */
export function pathsOf(table: RouteTable): { method: Method; path: string; role: Role; kept?: string }[] {
  return routesOf(table).flatMap((r) =>
    [r.path, ...(r.alsoAt ?? [])].map((path) => ({
      method: r.method,
      path,
      role: r.role,
      ...(r.kept ? { kept: r.kept } : {}),
    })),
  );
}

/** A module's routes by name, or modules' tables by module name. */
export interface RouteTable {
  readonly [name: string]: RouteSpec | RouteTable;
}

export function isRoute(value: RouteSpec | RouteTable): value is RouteSpec {
  return typeof (value as RouteSpec).method === 'string' && typeof (value as RouteSpec).path === 'string';
}

export function routesOf(table: RouteTable): RouteSpec[] {
  return Object.values(table).flatMap((entry) => (isRoute(entry) ? [entry] : routesOf(entry)));
}

/** The paths kept as the original contract spelled them, each with why. */
export function keptPaths(table: RouteTable): { method: Method; path: string; kept: string }[] {
  return pathsOf(table).flatMap((p) => (p.kept ? [{ method: p.method, path: p.path, kept: p.kept }] : []));
}
