import { createHmac } from 'node:crypto';
import type { IceServer } from '@reayah/contracts';

/**
 * TURN credentials of one person for one visit, in coturn's shared-secret scheme (the "REST API"
 * of `use-auth-secret`): the user name is the expiry time (Unix seconds) and the user id, the
 * password the base64 HMAC-SHA1 of that name under the secret coturn shares. Nothing is stored:
 * coturn checks the signature and refuses them after `expiresAt`.
 */
export function turnServer(
  turn: { urls: string[]; secret: string },
  userId: number,
  expiresAt: Date,
): IceServer {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}
