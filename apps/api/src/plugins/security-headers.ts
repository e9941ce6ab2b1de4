import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Headers right for every response, whatever it holds (OWASP's list for API responses). */
const EVERY_RESPONSE = new Set(['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy']);

/**
 * A JSON answer is data, never a page: it needs no policy for scripts, styles or the camera, only
 * to load nothing and be framed by nobody if it is ever opened in a tab.
 */
export const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers helmet writes with these options, plus our Permissions-Policy. */
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

const HEADERS = helmetHeaders();
const ALWAYS = HEADERS.filter(([name]) => EVERY_RESPONSE.has(name.toLowerCase()));
const DOCUMENT_ONLY = HEADERS.filter(([name]) => !EVERY_RESPONSE.has(name.toLowerCase()));

function isJson(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('application/json');
}

/** What any response needs, whatever it holds. */
function setCommonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of ALWAYS) reply.raw.setHeader(name, value);
  if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
}

/**
 * The headers of a JSON error answered before any hook runs (a path that is not UTF-8, refused by
 * the router itself).
 */
export function setEarlyErrorHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setCommonHeaders(request, reply);
  reply.raw.setHeader('Content-Security-Policy', JSON_POLICY);
  reply.raw.setHeader('Cache-Control', 'private, no-store');
}

/**
 * Security headers on every response, errors and static files included, worked out once (helmet's
 * Fastify plugin built its middleware again for each request). What any response needs is set as
 * the request arrives, so even an event stream has it. Pages, files and everything else a browser
 * may render also get the full Content-Security-Policy, Permissions-Policy and the rest of helmet's
 * headers; a JSON answer gets a two-directive policy instead, as OWASP advises for APIs: the others
 * only act on a document, and the API's answers are most of the traffic, on slow phone connections.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setCommonHeaders(request, reply);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) {
      reply.raw.setHeader('Content-Security-Policy', JSON_POLICY);
      // Answers hold personal data (a record, a list of appointments): no browser or proxy keeps
      // them, unless the route said otherwise.
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
    } else for (const [name, value] of DOCUMENT_ONLY) reply.raw.setHeader(name, value);
    done(null, payload);
  });
}
