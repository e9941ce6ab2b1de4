import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';

// Seeding sixty doctors with their slots takes a while on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { users } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
});

const demoDoctor = async (c: TestContext) =>
  c.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@reayah.dz'));

it('seeds demo accounts into an empty database, and again on the next start only tops up slots', async () => {
  ctx = await createTestContext();
  const seeded = await seedDemoData(ctx.deps);
  expect(seeded?.logins.map((l) => l.email)).toContain('doctor@reayah.dz');
  expect(await demoDoctor(ctx)).toHaveLength(1);
  expect(await seedDemoData(ctx.deps)).not.toBeNull();
});

it('never adds demo accounts (published password) to a database that holds other users', async () => {
  ctx = await createTestContext();
  await createAccount(ctx, 'patient');
  expect(await seedDemoData(ctx.deps)).toBeNull();
  expect(await demoDoctor(ctx)).toEqual([]);
});
