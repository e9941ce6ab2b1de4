import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import type { Identity, TokenSigner } from './tokens.ts';

const accountState = prepared((db) =>
  db
    .select({ isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_state'),
);

/**
 * The caller behind an access token, checked against the account on every request: a suspended or
 * deleted account's tokens stop working at once, and the administrator flag is never taken from
 * the token.
 */
export async function resolveIdentity(db: Db, tokens: TokenSigner, token: string): Promise<Identity | null> {
  const identity = await tokens.verifyAccess(token);
  if (!identity) return null;
  const [account] = await accountState(db).execute({ id: identity.userId });
  if (!account || account.suspendedAt) return null;
  return { ...identity, isAdmin: account.isAdmin };
}
