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
  /** The doctor whose assistant the caller is now; like isAdmin, never from the token. */
  assistantFor?: number | null;
  /** The session the token was issued for (its refresh-token family): the token dies with it. */
  sessionId?: string;
}

/** Access tokens whose signature was checked, kept with what they say (the oldest dropped first). */
const VERIFIED_KEPT = 10_000;

export function createTokenSigner(secret: string, now: () => Date) {
  // Imported once, not on every signature or check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A signed-in client sends the same access token with each request for its 15 minutes: its
  // signature is checked once. Suspension and deletion are still checked on every request
  // (session.ts), and an expired token is refused as before.
  const verified = new Map<string, { identity: Identity; expiresAtMs: number }>();
  const remember = (token: string, identity: Identity, expiresAtMs: number) => {
    verified.set(token, { identity, expiresAtMs });
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
  };
  return {
    async signAccess(identity: Identity, sessionId: string): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ pid: identity.patientId, did: identity.doctorId, sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(identity.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TTL_SECONDS)
        .sign(await key);
    },
    /** What a token checked before says, without waiting: `undefined` when it was not checked yet. */
    knownAccess(token: string): Identity | null | undefined {
      const kept = verified.get(token);
      if (!kept) return undefined;
      return kept.expiresAtMs > now().getTime() ? { ...kept.identity } : null;
    },
    /** When a token whose signature checks out expires; null for any other token. */
    async accessExpiry(token: string): Promise<Date | null> {
      if (!(await this.verifyAccess(token))) return null;
      const kept = verified.get(token);
      return kept ? new Date(kept.expiresAtMs) : null;
    },
    async verifyAccess(token: string): Promise<Identity | null> {
      const known = this.knownAccess(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        const { typ, sid, exp } = payload;
        if (typ !== 'access' || !Number.isInteger(userId) || exp === undefined || typeof sid !== 'string')
          return null;
        const pid = typeof payload.pid === 'number' ? payload.pid : null;
        const did = typeof payload.did === 'number' ? payload.did : null;
        const identity = { userId, patientId: pid, doctorId: did, sessionId: sid };
        remember(token, identity, exp * 1000);
        return { ...identity };
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
