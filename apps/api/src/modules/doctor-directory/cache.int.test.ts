import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '#api/db/schema/index.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// With the public cache on, as in production: a search answer may be up to PUBLIC_CACHE_SECONDS old.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_CACHE_SECONDS: '5' } });
});
afterAll(async () => {
  await ctx.close();
});

/** A doctor the directory lists: an empty profile is not (listing.int.test.ts). */
async function verifiedDoctor(first_name: string, last_name: string) {
  const account = await createAccount(ctx, 'doctor', { first_name, last_name });
  await ctx.deps.db
    .update(doctors)
    .set({ isCertified: true })
    .where(eq(doctors.id, account.doctorId as number));
}

const names = async (q: string) =>
  (await ctx.app.inject({ url: `/api/doctor/search/list?search=${encodeURIComponent(q)}` }))
    .json()
    .results.map((r: { last_name: string }) => r.last_name);

describe('doctor search answers kept a few seconds', () => {
  it('shows a new doctor once the kept answer is older than PUBLIC_CACHE_SECONDS', async () => {
    await verifiedDoctor('Nadia', 'Zerrouki');
    expect(await names('zerrouki')).toEqual(['Zerrouki']);
    await verifiedDoctor('Omar', 'Zerrouki');
    // The same words, differently written, are the same answer.
    expect(await names('ZERROUKI ')).toEqual(['Zerrouki']);
    ctx.advance(5000);
    expect(await names('zerrouki')).toEqual(['Zerrouki', 'Zerrouki']);
  });

  it('answers other words from the database at once', async () => {
    await verifiedDoctor('Lina', 'Belkacem');
    expect(await names('belkacem')).toEqual(['Belkacem']);
  });
});
