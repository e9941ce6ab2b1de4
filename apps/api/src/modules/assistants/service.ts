import { randomBytes } from 'node:crypto';
import { ASSISTANT_MESSAGES as M, MAX_ASSISTANTS, type AcceptInviteBody } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import { hashPassword, verifyPassword } from '#api/lib/auth/passwords.ts';
import { type Identity, sha256 } from '#api/lib/auth/tokens.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { publicOrigin } from '#api/lib/url.ts';
import { INVITES_PER_DOCTOR, INVITES_PER_RECIPIENT } from './limits.ts';
import { inviteMail } from './mail-texts.ts';
import * as repo from './repository.ts';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A doctor's assistants: invitation by email, acceptance, the list, removal (decision 0041). */
export function createAssistantService(deps: Deps) {
  const { db, now } = deps;
  const hashOf = (code: string) => sha256(`assistant-invite:${code}`);
  const limits = createRateLimiter(deps);
  const withWait = (text: string) => (wait: string) => text.replace('{{wait}}', wait);

  return {
    async list(doctorId: number) {
      const [working, invites] = await Promise.all([
        repo.listWorking(db, doctorId),
        repo.listOpenInvites(db, doctorId, now()),
      ]);
      return {
        assistants: working.map((a) => ({
          user_id: a.userId,
          full_name: a.fullName,
          email: a.email,
          since: a.since?.toISOString() ?? '',
        })),
        invites: invites.map((i) => ({ id: i.id, email: i.email, expires_at: i.expiresAt.toISOString() })),
        max: MAX_ASSISTANTS,
      };
    },

    /** Stores the invitation and queues its mail in one transaction. */
    async invite(identity: Identity & { doctorId: number }, email: string, language: string | null) {
      enforce(await limits.hit(INVITES_PER_DOCTOR, String(identity.doctorId)), withWait(M.tooManyInvites));
      enforce(await limits.hit(INVITES_PER_RECIPIENT, email.toLowerCase()), withWait(M.recipientFlooded));
      return db.transaction(async (tx) => {
        const at = now();
        const doctor = await repo.lockDoctor(tx, identity.doctorId);
        if (!doctor) throw notFound();
        const account = await repo.accountByEmail(tx, email);
        if (account && !account.isAssistant) throw badRequest('email', M.otherRole);
        if (account?.worksFor === identity.doctorId) throw badRequest('email', M.alreadyYours);
        const open = await repo.listOpenInvites(tx, identity.doctorId, at);
        if (open.some((i) => i.email === email)) throw badRequest('email', M.alreadyYours);
        if ((await repo.seatsTaken(tx, identity.doctorId, at)) >= MAX_ASSISTANTS) throw conflict(M.tooMany);
        const code = randomBytes(16).toString('base64url');
        const id = await repo.insertInvite(tx, {
          doctorId: identity.doctorId,
          email,
          codeHash: hashOf(code),
          expiresAt: new Date(at.getTime() + INVITE_TTL_MS),
        });
        const link = `${publicOrigin(deps.config)}/assistant/join?code=${code}`;
        await deps.messages.queue(tx, {
          channel: 'email',
          kind: 'assistant.invite',
          recipient: email,
          ...inviteMail(language, doctor.fullName, link, code),
        });
        await audit(tx, identity, 'create', 'assistant_invite', id);
        return { id, email };
      });
    },

    async withdraw(identity: Identity & { doctorId: number }, inviteId: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteInvite(tx, identity.doctorId, inviteId))) throw notFound(M.inviteNotFound);
        await audit(tx, identity, 'delete', 'assistant_invite', inviteId);
      });
    },

    async summary(code: string) {
      const invite = await repo.openInviteByCode(db, hashOf(code), now());
      if (!invite) throw notFound(M.badInvite);
      const account = await repo.accountByEmail(db, invite.email);
      return { doctor_name: invite.doctorName, email: invite.email, has_account: account !== null };
    },

    /**
     * Accepts: a new assistant account is made for the invited email, or the assistant account it
     * already has is used (its password proves it). An assistant works for one doctor at a time.
     */
    async accept(code: string, body: AcceptInviteBody, language: string) {
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const at = now();
        const invite = await repo.openInviteByCode(tx, hashOf(code), at, true);
        if (!invite) throw notFound(M.badInvite);
        await repo.lockDoctor(tx, invite.doctorId);
        const account = await repo.accountByEmail(tx, invite.email);
        let userId: number;
        if (account) {
          if (!account.isAssistant) throw badRequest('password', M.otherRole);
          if (!(await verifyPassword(account.passwordHash, body.password)))
            throw badRequest('password', M.wrongPassword);
          if (account.worksFor !== null && account.worksFor !== invite.doctorId) throw conflict(M.busy);
          userId = account.id;
        } else {
          if (!body.first_name) throw badRequest('first_name', M.firstName);
          if (!body.last_name) throw badRequest('last_name', M.lastName);
          userId = await repo.insertUser(tx, {
            email: invite.email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name,
            language,
          });
        }
        await repo.markAccepted(tx, invite.id, at);
        await repo.employ(tx, userId, invite.doctorId, at);
        await audit(
          tx,
          { userId, patientId: null, doctorId: null, assistantFor: invite.doctorId },
          'create',
          'assistant',
          userId,
        );
        return { email: invite.email, doctor_name: invite.doctorName };
      });
    },

    /** From now on every request of the assistant is refused and their open event streams close. */
    async remove(identity: Identity & { doctorId: number }, userId: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.release(tx, identity.doctorId, userId))) throw notFound(M.notFound);
        await deps.events.endSessions(tx, userId);
        await audit(tx, identity, 'delete', 'assistant', userId);
      });
      deps.accounts.forget(userId);
    },

    async me(identity: Identity) {
      const doctor = identity.assistantFor ? await repo.employer(db, identity.assistantFor) : null;
      return { doctor: doctor ? { id: doctor.id, full_name: doctor.fullName } : null };
    },
  };
}
