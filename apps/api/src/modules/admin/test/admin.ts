import type { TestAccount } from '#api/test/accounts.ts';
import type { TestContext } from '#api/test/harness.ts';
import { createAdmin } from '../accounts/admin-setup.ts';

/** An administrator made as the command line makes one, its password set through the link. */
export async function createTestAdmin(ctx: TestContext, email = `admin-${Date.now()}@reayah.dz`) {
  const token = await createAdmin(ctx.deps.db, ctx.deps.config.jwtSecret, email, ctx.deps.now());
  const password = 'admin-pass-2024';
  const set = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/set-password/',
    payload: { token, password },
  });
  if (set.statusCode !== 200) throw new Error(`set-password: ${set.statusCode} ${set.body}`);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/custom_token/',
    payload: { username: email, password },
  });
  const body = login.json() as { access: string; refresh: string; user: { id: number; is_admin: boolean } };
  const account: TestAccount & { token: string; isAdmin: boolean } = {
    email,
    phone: null,
    password,
    userId: body.user.id,
    patientId: null,
    doctorId: null,
    access: body.access,
    refresh: body.refresh,
    auth: { authorization: `Bearer ${body.access}` },
    token,
    isAdmin: body.user.is_admin,
  };
  return account;
}
