import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED =
  "This request did not come from Reayah's own pages, so it was refused. Open Reayah and try again there.";

/** The app's own origin: PUBLIC_ORIGIN (or PUBLIC_URL's), or else the address the request was sent to. */
export function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery: a browser sends our cookies with a form or multipart POST from any
 * page, including one on another port of the same host. A state-changing request that a browser
 * could have sent with those cookies (anything but a Bearer token) must come from our own origin
 * or one listed in CORS_ORIGINS: its `Origin`, or when a browser sends none, its `Sec-Fetch-Site`.
 * Clients that are not browsers send neither and are not at risk.
 */
export function registerSameOrigin(app: FastifyInstance) {
  const { PUBLIC_ORIGIN, PUBLIC_URL, CORS_ORIGINS } = app.deps.config;
  const publicOrigin = PUBLIC_ORIGIN ?? (PUBLIC_URL ? new URL(PUBLIC_URL).origin : undefined);
  const allowed = new Set(CORS_ORIGINS);

  const refused = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method)) return false;
    if (/^Bearer \S/.test(request.headers.authorization ?? '')) return false;
    const origin = request.headers.origin;
    if (origin !== undefined) return origin !== ownOrigin(request, publicOrigin) && !allowed.has(origin);
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  };
  app.addHook('onRequest', (request, _reply, done) => {
    done(refused(request) ? forbidden(CROSS_SITE_REFUSED) : undefined);
  });
}
