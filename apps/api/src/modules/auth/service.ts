import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, type Language, nationalAlgerianMobile } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#api/lib/auth/passwords.ts';
import { type Identity, newOpaqueToken, REFRESH_TTL_SECONDS, sha256 } from '#api/lib/auth/tokens.ts';
import { badRequest, forbidden, unauthorized } from '#api/lib/errors.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { createRecovery } from './recovery.ts';
import * as repo from './repository.ts';
import { createVerification, PHONE_TAKEN } from './verification.ts';
import {
  checkEmailPerIp,
  LOGIN_ACCOUNT,
  LOGIN_BACKOFF,
  loginKey,
  loginPerIp,
  signUpPerIp,
} from './throttles.ts';

/**
 * How long a rotated refresh cookie may still be presented (decision 0003): the browser that sent
 * it may never have received the new one (a reload or a dropped connection during the refresh),
 * or two tabs refreshed at once.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export const EMAIL_TAKEN = 'A user with this email already exists.';
export const BAD_CREDENTIALS = 'No active account found with the given credentials';
export const SUSPENDED = 'This account has been suspended. Contact us to know more.';

export type Role = 'patient' | 'doctor';

export interface IssuedTokens {
  access: string;
  refresh: string;
  user: {
    id: number;
    id_patient: number | null;
    id_doctor: number | null;
    is_admin: boolean;
    assistant_of: number | null;
  };
}

export function createAuthService(deps: Deps) {
  const { db, tokens, now } = deps;
  const limits = createRateLimiter(deps);
  const loginIpLimit = loginPerIp(deps.config.LOGIN_LIMIT_PER_IP);
  const signUpIpLimit = signUpPerIp(deps.config.SIGN_UP_LIMIT_PER_IP);
  const checkEmailIpLimit = checkEmailPerIp(deps.config.CHECK_EMAIL_LIMIT_PER_IP);
  const verification = createVerification(deps);

  async function identityOf(userId: number): Promise<Identity> {
    const account = await repo.findAccount(db, userId);
    if (!account) throw unauthorized('User not found.');
    if (account.suspendedAt) throw forbidden(SUSPENDED);
    return {
      userId,
      patientId: account.patientId,
      doctorId: account.doctorId,
      isAdmin: account.isAdmin,
      assistantFor: account.assistantFor,
    };
  }

  async function issue(identity: Identity, familyId: string = randomUUID()): Promise<IssuedTokens> {
    const refresh = newOpaqueToken();
    const expiresAt = new Date(now().getTime() + REFRESH_TTL_SECONDS * 1000);
    await repo.insertRefreshToken(db, {
      userId: identity.userId,
      tokenHash: sha256(refresh),
      familyId,
      expiresAt,
    });
    return {
      access: await tokens.signAccess(identity, familyId),
      refresh,
      user: {
        id: identity.userId,
        id_patient: identity.patientId,
        id_doctor: identity.doctorId,
        is_admin: identity.isAdmin ?? false,
        assistant_of: identity.assistantFor ?? null,
      },
    };
  }

  return {
    async checkEmail(email: string, ip: string): Promise<void> {
      enforce(await limits.hit(checkEmailIpLimit, ip), (wait) => `Too many checks. Try again in ${wait}.`);
      if (await repo.findUserByEmail(db, email)) throw badRequest('email', EMAIL_TAKEN);
    },

    async signUp(
      role: Role,
      input: { first_name: string; last_name: string; email: string; phone_number: string; password: string },
      language: Language,
      ip: string,
    ) {
      enforce(
        await limits.hit(signUpIpLimit, ip),
        (wait) => `Too many accounts created from this address. Try again in ${wait}.`,
      );
      const passwordHash = await hashPassword(input.password);
      const fullName = `${input.first_name} ${input.last_name}`;
      const account = await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) throw badRequest('email', EMAIL_TAKEN);
        if (await repo.phoneTaken(tx, input.phone_number)) throw badRequest('phone_number', PHONE_TAKEN);
        const user = await repo.insertUser(tx, {
          email: input.email,
          phone: input.phone_number,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          language,
        });
        if (!user) {
          // Taken at the same moment by another sign-up: the unique indexes decided.
          if (await repo.findUserByEmail(tx, input.email)) throw badRequest('email', EMAIL_TAKEN);
          throw badRequest('phone_number', PHONE_TAKEN);
        }
        const search = foldForSearch(fullName);
        const roleId =
          role === 'patient'
            ? await repo.insertPatient(tx, {
                userId: user.id,
                fullName,
                searchText: search,
                // The profile shows it and the patient edits it there, in its ten-digit form.
                phoneNumber: nationalAlgerianMobile(input.phone_number),
              })
            : await repo.insertDoctor(tx, user.id, fullName, search);
        // Both contacts get their code at once; they receive nothing else until it comes back.
        await verification.sendFirstCodes(tx, user.id);
        return {
          id: user.id,
          email: input.email,
          phone_number: input.phone_number,
          first_name: input.first_name,
          last_name: input.last_name,
          id_patient: role === 'patient' ? roleId : null,
          id_doctor: role === 'doctor' ? roleId : null,
        };
      });
      return account;
    },

    /**
     * The tokens, and the account's language for the `lang` cookie. A language chosen on this
     * device before signing in (`chosenLanguage`, the `lang` cookie) is kept and becomes the
     * account's; without one the account's own applies, and an account that never had one (it
     * signed up before languages came) takes the language this visit is in.
     */
    async login(
      name: string,
      password: string,
      ip: string,
      visitLanguage: Language,
      chosenLanguage: Language | null = null,
    ): Promise<IssuedTokens & { language: Language }> {
      enforce(await limits.hit(loginIpLimit, ip), (wait) => `Too many login attempts. Try again in ${wait}.`);
      // `name` is the email or the mobile number; failed logins are counted per account, however
      // it was named. The attempt is claimed before the password is checked, so concurrent
      // guesses cannot slip past the count.
      const user = await repo.findUserBySignInName(db, name);
      const key = loginKey(user, name);
      enforce(
        await limits.attempt(LOGIN_ACCOUNT, LOGIN_BACKOFF, key),
        (wait) => `Too many failed logins for this account. Try again in ${wait}.`,
      );
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw unauthorized(BAD_CREDENTIALS);
      await limits.reset(LOGIN_ACCOUNT, key);
      const issued = await issue(await identityOf(user.id));
      const account = await repo.findAccount(db, user.id);
      const language = chosenLanguage ?? (isLanguage(account?.language) ? account.language : visitLanguage);
      if (language !== account?.language) await repo.updateLanguage(db, user.id, language);
      return { ...issued, language };
    },

    /**
     * A refresh token sent in the cookie rotates: it is spent and a new one is issued in the same
     * family. Presented again within `REFRESH_REUSE_GRACE_MS` of being spent, it gets another new
     * one in the family; later, it revokes the whole family (a stolen cookie stops working for both
     * parties). One sent in the body is not rotated, because such a client keeps only `access` and
     * would lose its session.
     */
    async refresh(token: string, rotate: boolean): Promise<{ access: string; refresh?: string }> {
      const invalid = () => unauthorized('Token is invalid or expired');
      let row = await repo.findRefreshToken(db, sha256(token));
      const at = now();
      const spentLongAgo = (rotatedAt: Date | null) =>
        rotatedAt !== null && at.getTime() - rotatedAt.getTime() >= REFRESH_REUSE_GRACE_MS;
      if (!row || row.revokedAt || row.expiresAt <= at) throw invalid();
      if (spentLongAgo(row.rotatedAt)) {
        await repo.revokeFamily(db, row.familyId, at);
        throw invalid();
      }
      const identity = await identityOf(row.userId);
      if (!rotate) return { access: await tokens.signAccess(identity, row.familyId) };
      if (!row.rotatedAt && !(await repo.markRotated(db, row.id, at))) {
        // Another request spent or revoked it a moment ago.
        row = await repo.findRefreshToken(db, sha256(token));
        if (!row || row.revokedAt || spentLongAgo(row.rotatedAt)) throw invalid();
      }
      const next = await issue(identity, row.familyId);
      return { access: next.access, refresh: next.refresh };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const row = await repo.findRefreshToken(db, sha256(token));
      if (!row) return;
      await db.transaction(async (tx) => {
        await repo.revokeFamily(tx, row.familyId, now());
        // The session ended: its open event streams close.
        await deps.events.endSessions(tx, row.userId);
      });
      // Its access tokens stop here at once; other processes hear of it (migration 0027).
      deps.accounts.forget(row.userId);
    },

    /**
     * The caller's own account. Their patient and doctor ids come from their verified token, as
     * every guard of the API takes them: one read of their users row, without joining the others.
     */
    async me(identity: Identity) {
      const account = await repo.findOwnAccount(db, identity.userId);
      if (!account) throw unauthorized('User not found.');
      return {
        id: account.id,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        id_patient: identity.patientId,
        id_doctor: identity.doctorId,
        assistant_of: identity.assistantFor ?? null,
        language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
        phone_number: account.phone,
        email_verified: account.emailVerifiedAt !== null,
        phone_verified: account.phoneVerifiedAt !== null,
      };
    },

    async setLanguage(identity: Identity, language: Language) {
      await repo.updateLanguage(db, identity.userId, language);
      return this.me(identity);
    },

    ...createRecovery(deps, limits),

    verificationStatus: verification.verificationStatus,
    requestCode: verification.requestCode,
    confirmCode: verification.confirmCode,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
