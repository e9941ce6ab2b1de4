import type { AdminUser } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { cancelUpcomingOfSuspended } from '#api/modules/appointments/changes/service.ts';
import { type AccountRow, findAccount, revokeSessions, searchAccounts, setSuspension } from './repository.ts';

const PAGE_SIZE = 25;
export const NOT_YOURSELF = 'You cannot suspend your own account.';

function toUser(r: AccountRow): AdminUser {
  const role = r.isAdmin ? 'admin' : r.doctorName !== null ? 'doctor' : 'patient';
  return {
    id: r.id,
    email: r.email,
    full_name: r.doctorName ?? r.patientName ?? `${r.firstName} ${r.lastName}`.trim(),
    role,
    is_certified: role === 'doctor' ? r.isCertified : null,
    suspended_at: r.suspendedAt?.toISOString() ?? null,
    suspension_reason: r.suspensionReason,
    joined_at: r.createdAt.toISOString(),
  };
}

export function createAccountsService(deps: Deps) {
  const { db } = deps;

  async function list(search: string, page: number) {
    const found = await searchAccounts(db, search, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    const link = (p: number) =>
      `/api/admin/users/?${new URLSearchParams({ search, page: String(p) }).toString()}`;
    return {
      count: found.count,
      next: page * PAGE_SIZE < found.count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: found.rows.map(toUser),
    };
  }

  /** The account can no longer sign in; its sessions stop at the next request. */
  async function suspend(identity: Identity, userId: number, reason: string): Promise<AdminUser> {
    if (identity.userId === userId) throw badRequest('reason', NOT_YOURSELF);
    const account = await findAccount(db, userId);
    if (!account) throw notFound('User not found.');
    const at = deps.now();
    await db.transaction(async (tx) => {
      await setSuspension(tx, userId, at, reason);
      await revokeSessions(tx, userId, at);
      if (account.doctorId !== null) await cancelUpcomingOfSuspended(deps, tx, account.doctorId);
      await audit(tx, identity, 'suspend', 'user', userId);
    });
    deps.accounts.forget(userId);
    return toUser((await findAccount(db, userId)) as AccountRow);
  }

  async function restore(identity: Identity, userId: number): Promise<AdminUser> {
    if (!(await findAccount(db, userId))) throw notFound('User not found.');
    await db.transaction(async (tx) => {
      await setSuspension(tx, userId, null, null);
      await audit(tx, identity, 'restore', 'user', userId);
    });
    deps.accounts.forget(userId);
    return toUser((await findAccount(db, userId)) as AccountRow);
  }

  return { list, suspend, restore };
}
