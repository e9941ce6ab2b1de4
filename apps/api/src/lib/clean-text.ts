import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';
import { isApiPath, sameSitePath } from './url.ts';

// Text the database cannot store (NUL) or that is not text at all (bytes that are not UTF-8) is
// refused at the door with 400 naming the field, instead of failing deep inside as a 500.

export const NUL_TEXT = 'must not contain a NUL character';
export const NOT_UTF8_TEXT = 'is not valid UTF-8 text';

const NUL = '\u0000';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The first string in a parsed body with `bad` in it, as a dotted path (`items.0.name`). */
function findString(value: unknown, bad: string, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(bad) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findString(inner, bad, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

interface BadParameter {
  /** The pair as it came, `q=%00`. */
  raw: string;
  field: string;
  reason: string;
}

/** The query's parameters that do not decode as UTF-8 or hold a NUL, in order. */
function badParameters(query: string): BadParameter[] {
  const bad: BadParameter[] = [];
  for (const raw of query.split('&')) {
    if (!raw) continue;
    const [rawKey = '', rawValue = ''] = raw.split('=', 2);
    const key = decodeComponent(rawKey);
    const value = decodeComponent(rawValue);
    if (key === null || value === null) bad.push({ raw, field: key ?? 'query', reason: NOT_UTF8_TEXT });
    else if (key.includes(NUL) || value.includes(NUL))
      bad.push({ raw, field: key.replaceAll(NUL, ''), reason: NUL_TEXT });
  }
  return bad;
}

/**
 * Every query parameter decodes as UTF-8 and holds no NUL; the path holds no NUL. An API call
 * breaking this gets 400 naming the field. A page opened in the browser gets the same address
 * without its bad parameters instead of an error body (its app then shows its usual state); the
 * path of a page is the app's to judge (an address it does not know shows its not-found page).
 * Returns that address, or null when the request goes on as it came (decision 0058).
 */
function checkUrl(request: FastifyRequest): string | null {
  // Without an escape or a NUL there is nothing that could fail to decode (most requests).
  if (!request.url.includes('%') && !request.url.includes(NUL)) return null;
  const [path = '', query = ''] = request.url.split('?', 2);
  const page = !isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD');
  if (!page && (/%00/i.test(path) || path.includes(NUL))) throw badRequest('path', NUL_TEXT);
  const bad = badParameters(query);
  const [first] = bad;
  if (!first) return null;
  if (!page) throw badRequest(first.field, first.reason);
  const kept = query.split('&').filter((pair) => pair && !bad.some((b) => b.raw === pair));
  return kept.length ? `${sameSitePath(path)}?${kept.join('&')}` : sameSitePath(path);
}

export function registerCleanText(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    try {
      const cleaned = checkUrl(request);
      if (cleaned === null) done();
      else void reply.redirect(cleaned, 302);
    } catch (error) {
      done(error as Error);
    }
  });

  // JSON bodies: strict UTF-8, then the usual parser (it refuses __proto__ and constructor keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      // Name the field: decoded leniently, the bad bytes show as U+FFFD.
      let field = 'body';
      try {
        field = findString(JSON.parse(body.toString('utf8')), '\uFFFD') ?? 'body';
      } catch {
        // Not JSON either: the body as a whole is refused.
      }
      done(badRequest(field, NOT_UTF8_TEXT), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const field = findString(parsed, NUL);
      if (field !== null) return done(badRequest(field, NUL_TEXT), undefined);
      done(null, parsed);
    });
  });
}
