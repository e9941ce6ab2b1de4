import type { AccountState, AccountStates } from './account-state.ts';
import type { Identity, TokenSigner } from './tokens.ts';

function withAccount(identity: Identity, account: AccountState | null): Identity | null {
  if (!account || account.suspended) return null;
  if (identity.sessionId && account.endedSessions.includes(identity.sessionId)) return null;
  return { ...identity, isAdmin: account.isAdmin, assistantFor: account.assistantFor };
}

/**
 * The caller behind an access token, checked against the account on every request: a suspended or
 * deleted account's tokens, and those of a session that ended (logout, password reset), stop
 * working at once, and the administrator flag is never taken from the token.
 */
export async function resolveIdentity(
  accounts: AccountStates,
  tokens: TokenSigner,
  token: string,
): Promise<Identity | null> {
  const identity = await tokens.verifyAccess(token);
  if (!identity) return null;
  return withAccount(identity, await accounts.get(identity.userId));
}

/**
 * The same answer when this process already checked the token and keeps the account's state (most
 * requests of a signed-in user): no waiting. `undefined` when it must be worked out.
 */
export function knownIdentity(
  accounts: AccountStates,
  tokens: TokenSigner,
  token: string,
): Identity | null | undefined {
  const identity = tokens.knownAccess(token);
  if (!identity) return identity;
  const account = accounts.known(identity.userId);
  return account === undefined ? undefined : withAccount(identity, account);
}
