import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

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

/** Every query parameter decodes as UTF-8 and holds no NUL; the path holds no NUL. */
function checkUrl(request: FastifyRequest) {
  // Without an escape or a NUL there is nothing that could fail to decode (most requests).
  if (!request.url.includes('%') && !request.url.includes(NUL)) return;
  const [path = '', query = ''] = request.url.split('?', 2);
  if (/%00/i.test(path) || path.includes(NUL)) throw badRequest('path', NUL_TEXT);
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    const key = decodeComponent(rawKey) ?? 'query';
    const value = decodeComponent(rawValue);
    if (decodeComponent(rawKey) === null || value === null) throw badRequest(key, NOT_UTF8_TEXT);
    if (key.includes(NUL) || value.includes(NUL)) throw badRequest(key.replaceAll(NUL, ''), NUL_TEXT);
  }
}

export function registerCleanText(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkUrl(request);
      done();
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
