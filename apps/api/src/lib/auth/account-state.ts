import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Listen } from '#api/db/listener.ts';
import { batchedById } from '#api/db/batched.ts';
import { prepared } from '#api/db/prepared.ts';
import { assistants, refreshTokens, users } from '#api/db/schema/index.ts';
import { ACCESS_TTL_SECONDS } from './tokens.ts';

/** What every request checks about the caller's account; `null` when the account is gone. */
export interface AccountState {
  isAdmin: boolean;
  suspended: boolean;
  /** The doctor this account works for as an assistant; null when it is no one's assistant. */
  assistantFor: number | null;
  /** Sessions (refresh-token families) that ended within an access token's lifetime. */
  endedSessions: string[];
}

/** The channel a trigger on `users` announces changes on (migration 0010). */
export const ACCOUNT_STATE_CHANNEL = 'account_state';

/** A kept state is read again after this long even if no change was announced (a safety net). */
export const ACCOUNT_STATE_KEPT_MS = 30_000;
const KEPT_ACCOUNTS = 20_000;

const accountStates = prepared((db) =>
  db
    .select({
      id: users.id,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      assistantFor: assistants.doctorId,
      endedSessions: sql<string[]>`array(${db
        .selectDistinct({ familyId: sql`${refreshTokens.familyId}::text` })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.userId, users.id), gt(refreshTokens.revokedAt, sql.placeholder('endedSince'))),
        )})`,
    })
    .from(users)
    .leftJoin(assistants, eq(assistants.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
    .prepare('account_states'),
);

/**
 * The account state behind every signed-in request, kept in this process (decision 0018): a
 * trigger on `users` announces every change of suspension or administrator flag and every deletion,
 * one on `assistants` every change of whom an assistant works for (migration 0020), and one on
 * `refresh_tokens` every session that ends (migration 0027), whoever makes it, and each process forgets that account when the announcement arrives. Nothing is
 * kept while the announcements could be missed (before listening, and from a lost connection until
 * it is back), and a state read while a change was being announced is not kept.
 */
export function createAccountStates(options: { db: Db; listen: Listen; now: () => Date }) {
  const { db, now } = options;
  const kept = new Map<number, { state: AccountState | null; until: number }>();
  let listening = false;
  // Moves on with every announcement: a read that started before one must not be kept after it.
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;

  // The accounts of requests that arrive together are read in one statement.
  const readRow = batchedById((handle, ids) =>
    accountStates(handle).execute({ ids, endedSince: new Date(now().getTime() - ACCESS_TTL_SECONDS * 1000) }),
  );

  async function read(userId: number): Promise<AccountState | null> {
    const row = await readRow(db, userId);
    return row
      ? {
          isAdmin: row.isAdmin,
          suspended: row.suspendedAt !== null,
          assistantFor: row.assistantFor,
          endedSessions: row.endedSessions,
        }
      : null;
  }

  function forget(userId: number) {
    generation += 1;
    kept.delete(userId);
  }

  function onConnection(up: boolean) {
    generation += 1;
    kept.clear();
    listening = up;
  }

  return {
    /** The state kept for this account, without waiting: `undefined` when it must be read. */
    known(userId: number): AccountState | null | undefined {
      if (!listening) return undefined;
      const entry = kept.get(userId);
      return entry && entry.until > now().getTime() ? entry.state : undefined;
    },
    async get(userId: number): Promise<AccountState | null> {
      if (!listening) return read(userId);
      const known = this.known(userId);
      if (known !== undefined) return known;
      const at = now().getTime();
      const seen = generation;
      const state = await read(userId);
      if (listening && seen === generation) {
        kept.delete(userId);
        kept.set(userId, { state, until: at + ACCOUNT_STATE_KEPT_MS });
        if (kept.size > KEPT_ACCOUNTS) kept.delete(kept.keys().next().value as number);
      }
      return state;
    },
    /** Forgets the account at once in this process (its change committed here; others hear of it). */
    forget,
    async start() {
      unlisten = await options.listen(
        ACCOUNT_STATE_CHANNEL,
        (payload) => forget(Number(payload)),
        onConnection,
      );
    },
    async stop() {
      await unlisten?.();
      onConnection(false);
    },
  };
}

export type AccountStates = ReturnType<typeof createAccountStates>;
