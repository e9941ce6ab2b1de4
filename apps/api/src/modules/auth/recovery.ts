import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Tx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { hashPassword } from '#api/lib/auth/passwords.ts';
import { sha256 } from '#api/lib/auth/tokens.ts';
import { badRequest } from '#api/lib/errors.ts';
import { PASSWORD_RESET_KIND } from '#api/lib/messages/index.ts';
import { enforce, type RateLimiter } from '#api/lib/rate-limit/index.ts';
import { resetCodeMail } from './mail-texts.ts';
import * as repo from './repository.ts';
import { FORGOT_PER_ACCOUNT, FORGOT_PER_IP, LOGIN_ACCOUNT, loginKey, RESET_PER_IP } from './throttles.ts';

const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_JOB = 'auth.reset-code';
export const RESET_CODE_TRIES = 5;
export const BAD_RESET_CODE = 'This verification code is invalid or has expired.';

const resetCodeHash = (deps: Deps, userId: number, code: string) =>
  sha256(`${deps.config.jwtSecret}:${userId}:${code}`);

/** The reset-code job: stores a new code for the email's account, if any, and queues its mail. */
export async function issueResetCode(deps: Deps, tx: Tx, email: string): Promise<void> {
  const user = await repo.findUserByEmail(tx, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = deps.now();
  await repo.expireResetCodes(tx, user.id, at);
  await repo.insertResetCode(tx, {
    userId: user.id,
    codeHash: resetCodeHash(deps, user.id, code),
    expiresAt: new Date(at.getTime() + RESET_CODE_TTL_MS),
  });
  await deps.messages.queue(tx, {
    channel: 'email',
    kind: PASSWORD_RESET_KIND,
    recipient: user.email,
    userId: user.id,
    ...resetCodeMail(user.language, code),
  });
}

/**
 * Account recovery. A code belongs to one account: the reset names the email with the code, and
 * a code is dead after five wrong tries or fifteen minutes. Asking for a code does the same work
 * on the request path whether the email has an account or not (one job enqueued); the job looks
 * the account up, stores the code and queues the mail in one transaction. The code goes to the
 * account's email even before that address is verified (it is the address's own code, like a
 * verification code; docs/security.md), and a reset made with it verifies the address.
 */
export function createRecovery(deps: Deps, limits: RateLimiter) {
  const { db, now } = deps;

  return {
    async forgotPassword(email: string, ip: string): Promise<void> {
      const tooMany = (wait: string) => `Too many requests for a code. Try again in ${wait}.`;
      enforce(await limits.hit(FORGOT_PER_IP, ip), tooMany);
      enforce(await limits.hit(FORGOT_PER_ACCOUNT, email), tooMany);
      await deps.jobs.enqueue(db, RESET_CODE_JOB, { email });
    },

    async resetPassword(email: string, code: string, password: string, ip: string): Promise<void> {
      enforce(await limits.hit(RESET_PER_IP, ip), (wait) => `Too many attempts. Try again in ${wait}.`);
      if (!/^\d{6}$/.test(code)) throw badRequest('code', BAD_RESET_CODE);
      const user = await repo.findUserByEmail(db, email);
      const live = user && (await repo.claimResetTry(db, user.id, now(), RESET_CODE_TRIES));
      const expected = live ? Buffer.from(live.codeHash) : Buffer.alloc(64);
      const given = Buffer.from(resetCodeHash(deps, user?.id ?? 0, code));
      if (!user || !live || !timingSafeEqual(expected, given)) throw badRequest('code', BAD_RESET_CODE);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const at = now();
        if (!(await repo.spendResetCode(tx, live.id, at))) throw badRequest('code', BAD_RESET_CODE);
        await repo.updatePassword(tx, user.id, passwordHash);
        // The code came back from the mailbox: the address is proved.
        await repo.markEmailVerified(tx, user.id, at);
        await repo.revokeAllForUser(tx, user.id, at);
        // Whoever held the old password loses the live feed too, in every process.
        await deps.events.endSessions(tx, user.id);
      });
      // Every access token of the account stops here at once; other processes hear of it.
      deps.accounts.forget(user.id);
      await limits.reset(LOGIN_ACCOUNT, loginKey(user, email));
    },
  };
}
