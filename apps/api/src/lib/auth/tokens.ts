import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Who the caller is, taken from a verified access token and never from the request path. */
export interface Identity {
  userId: number;
  patientId: number | null;
  doctorId: number | null;
  /** Read from the database on every request, never from the token. */
  isAdmin?: boolean;
}

export function createTokenSigner(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(identity: Identity): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ pid: identity.patientId, did: identity.doctorId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(identity.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TTL_SECONDS)
        .sign(key);
    },
    async verifyAccess(token: string): Promise<Identity | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId)) return null;
        const pid = typeof payload.pid === 'number' ? payload.pid : null;
        const did = typeof payload.did === 'number' ? payload.did : null;
        return { userId, patientId: pid, doctorId: did };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
