import {
  type ChatMessage,
  type Conversation,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TEXT,
  MESSAGES_PER_MINUTE,
  type postMessageBody,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, conflict, forbidden } from '#api/lib/errors.ts';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { picturePath } from '../media/pictures.ts';
import { inboxSide, participant } from './access.ts';
import { publishToUsers } from './notify.ts';
import * as repo from './repository.ts';

type PostInput = z.output<typeof postMessageBody>;

const SENDING: Limit = { name: 'message-send', limit: MESSAGES_PER_MINUTE, windowMs: 60_000 };

export function toMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation: row.conversationId,
    sender: row.sender as repo.Side,
    body: row.body,
    file:
      row.fileId !== null
        ? { id: row.fileId, name: row.fileName ?? '', withdrawn: row.fileWithdrawnAt !== null }
        : null,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

async function bothUsers(db: DbOrTx, conversation: { doctorId: number; patientId: number }) {
  const users = await repo.participantUsers(db, conversation.doctorId, conversation.patientId);
  return [...new Set([users.patient, users.doctor])];
}

/** Why a doctor may not post in the conversation, or null when they may. */
async function doctorRefusal(db: DbOrTx, conversation: repo.ConversationRow, at: Date) {
  if (conversation.formerPatient) return conflict(MESSAGE_TEXT.formerPatient);
  if (conversation.blockedAt || conversation.leftAt) return forbidden(MESSAGE_TEXT.closed);
  if (!(await repo.doctorMayWrite(db, conversation.doctorId, conversation.patientId, at)))
    return forbidden(MESSAGE_TEXT.noConsent);
  return null;
}

export function createMessagingService(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  /** The patient's own choice over a conversation; the doctor's streams hear of it. */
  async function patientChoice(
    identity: Identity,
    conversationId: number,
    choice: { blockedAt: Date | null } | { leftAt: Date },
  ) {
    await db.transaction(async (tx) => {
      const { conversation, side } = await participant(tx, identity, conversationId);
      if (side !== 'patient') throw forbidden(MESSAGE_TEXT.patientsOnly);
      await repo.setPatientChoice(tx, conversationId, choice);
      const users = await repo.participantUsers(tx, conversation.doctorId, conversation.patientId);
      await publishToUsers(deps, tx, [users.doctor], 'conversation', { conversation: conversationId });
    });
  }

  return {
    async list(identity: Identity): Promise<{ results: Conversation[]; unread: number }> {
      const { side, ownId } = inboxSide(identity);
      await repo.openConversations(db, side, ownId, deps.now());
      const rows = await repo.listConversations(db, side, ownId);
      const last = new Map(
        (
          await repo.messagesByIds(
            db,
            rows.flatMap((r) => (r.lastId ? [r.lastId] : [])),
          )
        ).map((m) => [m.id, m]),
      );
      const results = rows.map((r) => {
        const message = r.lastId ? last.get(r.lastId) : undefined;
        return {
          id: r.id,
          role: side,
          other: { id: r.otherId, full_name: r.otherName, picture: picturePath(r.otherPicture) },
          last_message: message ? toMessage(message) : null,
          unread: Number(r.unread),
          doctor_verified: r.doctorVerified === true,
          blocked: r.blockedAt !== null,
          closed: r.blockedAt !== null || r.leftAt !== null || r.formerPatient === true,
        };
      });
      return { results, unread: results.reduce((n, c) => n + c.unread, 0) };
    },

    async page(identity: Identity, conversationId: number, before: number | undefined) {
      const { conversation } = await participant(db, identity, conversationId);
      auditRead(
        deps.audit,
        identity,
        'read',
        { entity: 'conversation', entityId: conversationId, patientId: conversation.patientId },
        deps.now(),
      );
      const rows = await repo.listMessages(db, conversationId, before, MESSAGE_PAGE_SIZE + 1);
      const more = rows.length > MESSAGE_PAGE_SIZE;
      const page = rows.slice(0, MESSAGE_PAGE_SIZE);
      return { results: page.map(toMessage), next: more ? (page.at(-1)?.id ?? null) : null };
    },

    /** Stores the message and tells both parties' streams; a repeat of a client id is answered as stored. */
    async post(identity: Identity, conversationId: number, input: PostInput) {
      enforce(await limits.hit(SENDING, String(identity.userId)), (wait) =>
        MESSAGE_TEXT.tooFast.replace('{{wait}}', wait),
      );
      return db.transaction(async (tx) => {
        const { conversation, side } = await participant(tx, identity, conversationId);
        const refused = side === 'doctor' ? await doctorRefusal(tx, conversation, deps.now()) : null;
        if (refused) throw refused;
        let file: { id: number; name: string } | null = null;
        if (input.file !== undefined) {
          file = side === 'patient' ? await repo.patientFile(tx, conversation.patientId, input.file) : null;
          if (!file) throw badRequest('file', MESSAGE_TEXT.file);
        }
        const row = await repo.insertMessage(tx, {
          conversationId,
          sender: side,
          body: input.body,
          fileId: file?.id ?? null,
          fileName: file?.name ?? null,
          clientId: input.client_id,
        });
        if (!row) {
          const existing = await repo.messageByClientId(tx, conversationId, input.client_id);
          if (!existing) throw new Error('message vanished');
          return { created: false, message: toMessage(existing) };
        }
        const message = toMessage(row);
        if (file) await audit(tx, identity, 'grant', 'file', file.id, conversation.patientId);
        await publishToUsers(deps, tx, await bothUsers(tx, conversation), 'message', message);
        return { created: true, message };
      });
    },

    block: (identity: Identity, conversationId: number) =>
      patientChoice(identity, conversationId, { blockedAt: deps.now() }),
    unblock: (identity: Identity, conversationId: number) =>
      patientChoice(identity, conversationId, { blockedAt: null }),
    leave: (identity: Identity, conversationId: number) =>
      patientChoice(identity, conversationId, { leftAt: deps.now() }),

    /** Read receipts: the other party's messages up to `upTo` are marked read, and both hear of it. */
    async read(identity: Identity, conversationId: number, upTo: number) {
      return db.transaction(async (tx) => {
        const { conversation, side } = await participant(tx, identity, conversationId);
        const at = deps.now();
        const ids = (await repo.markRead(tx, conversationId, side, upTo, at)).map((r) => r.id);
        if (ids.length > 0) {
          const data = { conversation: conversationId, ids, read_at: at.toISOString(), reader: side };
          await publishToUsers(deps, tx, await bothUsers(tx, conversation), 'message.read', data);
        }
        return { marked: ids.length };
      });
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
