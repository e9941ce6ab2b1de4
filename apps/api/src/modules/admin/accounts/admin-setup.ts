import type { Db } from '#api/db/client.ts';
import { users } from '#api/db/schema/index.ts';
import { hashPassword } from '#api/lib/auth/passwords.ts';
import { newOpaqueToken, sha256 } from '#api/lib/auth/tokens.ts';
import { badRequest } from '#api/lib/errors.ts';
import * as authRepo from '#api/modules/auth/repository.ts';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_LINK_INVALID = 'This link is invalid or has expired.';

const linkHash = (secret: string, token: string) => sha256(`${secret}:admin:${token}`);

/**
 * Creates an administrator with no usable password and answers a one-time token, valid 24 hours,
 * that sets it. Only the command line calls this; there is no web sign-up for administrators.
 */
export async function createAdmin(db: Db, secret: string, email: string, at: Date): Promise<string> {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new Error(`not an email address: ${email}`);
  const token = newOpaqueToken();
  const unusable = await hashPassword(newOpaqueToken());
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: normalized,
        // Typed by the operator on the server: as good as verified.
        emailVerifiedAt: at,
        passwordHash: unusable,
        firstName: 'Admin',
        lastName: '',
        isAdmin: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new Error(`an account with the email ${normalized} already exists`);
    await authRepo.insertResetCode(tx, {
      userId: user.id,
      codeHash: linkHash(secret, token),
      expiresAt: new Date(at.getTime() + LINK_TTL_MS),
    });
  });
  return token;
}

/** Spends the one-time token and sets the administrator's password. */
export async function setAdminPassword(db: Db, secret: string, token: string, password: string, at: Date) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await authRepo.consumeResetCode(tx, linkHash(secret, token), at);
    if (!spent) throw badRequest('token', ADMIN_LINK_INVALID);
    await authRepo.updatePassword(tx, spent.userId, passwordHash);
    await authRepo.revokeAllForUser(tx, spent.userId, at);
  });
}
