import {
  type Language,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  languageOfAcceptHeader,
  isLanguage,
  DEFAULT_LANGUAGE,
} from '@reayah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The language of a request: the `lang` cookie, else `Accept-Language`, else English. */
export function languageOf(request: FastifyRequest): Language {
  const fromCookie = request.cookies?.[LANG_COOKIE];
  if (isLanguage(fromCookie)) return fromCookie;
  return languageOfAcceptHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The language chosen on this device (the `lang` cookie the switcher writes), if any. */
export function chosenLanguageOf(request: FastifyRequest): Language | null {
  const fromCookie = request.cookies?.[LANG_COOKIE];
  return isLanguage(fromCookie) ? fromCookie : null;
}

/** Sets the `lang` cookie (readable by the web app, which keeps it too). */
export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: Language) {
  reply.setCookie(LANG_COOKIE, language, {
    path: '/',
    maxAge: LANG_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
  });
}
