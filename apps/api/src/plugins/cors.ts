import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Same origin by default: no CORS headers at all. CORS_ORIGINS names other origins allowed to call
 * the API from a browser (a separately hosted client), with cookies; preflights from them are
 * answered, and any other origin gets no CORS permission.
 */
export async function registerCors(app: FastifyInstance) {
  const allowed = new Set(app.deps.config.CORS_ORIGINS);
  if (allowed.size === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
    strictPreflight: true,
  });
}
