import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Everything the app loads comes from its own origin. No inline script anywhere; inline styles stay
// allowed because the alert dialogs inject theirs. Video visits read the camera and microphone, so
// those two are allowed for this origin and nothing else is.
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet writes with these options; they are the same for every response. */
function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Sent only when the request came over https (below): over plain http it would be ignored, and a
    // local install on http must not be told to upgrade.
    strictTransportSecurity: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return headers;
}

/**
 * Security headers on every response, errors and static files included (helmet, plus our
 * policies), worked out once: helmet's Fastify plugin built its middleware again for each request,
 * which showed in the profile of every call.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
    done();
  });
}
