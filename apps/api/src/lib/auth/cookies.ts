import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from './tokens.ts';

export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
const REFRESH_PATH = '/api/auth';

function base(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * The access token a request is signed in with: a Bearer token, else the cookie. Any other
 * `Authorization` scheme (Basic, ...) is not ours and is ignored.
 */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return bearer || request.cookies[ACCESS_COOKIE] || undefined;
}

export function setAuthCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  access: string,
  refresh?: string,
) {
  reply.setCookie(ACCESS_COOKIE, access, { ...base(request), path: '/api', maxAge: ACCESS_TTL_SECONDS });
  if (refresh) {
    reply.setCookie(REFRESH_COOKIE, refresh, {
      ...base(request),
      path: REFRESH_PATH,
      maxAge: REFRESH_TTL_SECONDS,
    });
  }
}

export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: '/api' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), path: REFRESH_PATH });
}
