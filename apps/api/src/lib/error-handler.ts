import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function fieldOf(issue: Issue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  const fromInstance = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return fromInstance || 'non_field_errors';
}

/** Collects validation issues into `{ field: [messages] }`. */
export function groupIssues(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    const message = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
    const list = out[field] ?? [];
    out[field] = list;
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

const STATUS_DETAIL: Record<number, string> = {
  400: 'Malformed request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'Request body is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a moment and try again.',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies bypass the route's response schemas, which describe its successes.
    reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
    if (error instanceof HttpError) return reply.status(error.status).headers(error.headers).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(groupIssues(error.validation));
    }
    if (error.validation) return reply.status(400).send(groupIssues(error.validation));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Body is not valid JSON.'
          : (STATUS_DETAIL[status] ?? error.message);
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
}
