import { type Language, messageTranslator } from '@reayah/contracts';
import ar from '@reayah/contracts/messages/ar.json' with { type: 'json' };
import fr from '@reayah/contracts/messages/fr.json' with { type: 'json' };
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from './language.ts';

// API messages are written in English in the code (the original contract's texts, byte for byte); a French or
// Arabic request gets them in its language here, on the way out, whichever code produced them.

const translators: Partial<Record<Language, (english: string) => string>> = {
  fr: messageTranslator(fr),
  ar: messageTranslator(ar),
};

/** An English message in the given language (a mail or a notification written for someone else). */
export function translateMessage(language: string, english: string): string {
  return translators[language as Language]?.(english) ?? english;
}

/** The keys of a success body that hold a message rather than data. */
const MESSAGE_KEYS = new Set(['detail', 'message', 'msg']);
/** Bodies larger than this carry data, not a message. */
const MAX_MESSAGE_BODY = 4096;
/** A success body that could hold a message: only such a body is parsed to be translated. */
const MAY_HOLD_MESSAGE = /"(detail|message|msg)":/;

function translateErrorBody(node: unknown, translate: (english: string) => string): unknown {
  if (typeof node === 'string') return translate(node);
  if (Array.isArray(node)) return node.map((item) => translateErrorBody(item, translate));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = translateErrorBody(value, translate);
    return out;
  }
  return node;
}

function translateSuccessBody(body: Record<string, unknown>, translate: (english: string) => string) {
  const out = { ...body };
  for (const key of MESSAGE_KEYS) {
    const value = out[key];
    if (typeof value === 'string') out[key] = translate(value);
  }
  return out;
}

/** The body in the request's language, or the same payload when there is nothing to translate. */
function translated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > MAX_MESSAGE_BODY) return payload;
  if (reply.statusCode < 400 && !MAY_HOLD_MESSAGE.test(payload)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  const translate = translators[languageOf(request)];
  if (!translate) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (reply.statusCode >= 400) return JSON.stringify(translateErrorBody(body, translate));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
  if (!Object.keys(body).some((key) => MESSAGE_KEYS.has(key))) return payload;
  return JSON.stringify(translateSuccessBody(body as Record<string, unknown>, translate));
}

export function registerResponseLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, translated(request, reply, payload));
  });
}
