import type { AccountStates } from './account-state.ts';
import type { Identity, TokenSigner } from './tokens.ts';

/**
 * The caller behind an access token, checked against the account on every request: a suspended or
 * deleted account's tokens stop working at once, and the administrator flag is never taken from
 * the token.
 */
export async function resolveIdentity(
  accounts: AccountStates,
  tokens: TokenSigner,
  token: string,
): Promise<Identity | null> {
  const identity = await tokens.verifyAccess(token);
  if (!identity) return null;
  const account = await accounts.get(identity.userId);
  if (!account || account.suspended) return null;
  return { ...identity, isAdmin: account.isAdmin };
}
