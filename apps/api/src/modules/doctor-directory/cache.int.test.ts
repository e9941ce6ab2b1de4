import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// With the public cache on, as in production: a search answer may be up to PUBLIC_CACHE_SECONDS old.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_CACHE_SECONDS: '5' } });
});
afterAll(async () => {
  await ctx.close();
});

const names = async (q: string) =>
  (await ctx.app.inject({ url: `/api/doctor/search/list?search=${encodeURIComponent(q)}` }))
    .json()
    .results.map((r: { last_name: string }) => r.last_name);

describe('doctor search answers kept a few seconds', () => {
  it('shows a new doctor once the kept answer is older than PUBLIC_CACHE_SECONDS', async () => {
    await createAccount(ctx, 'doctor', { first_name: 'Nadia', last_name: 'Zerrouki' });
    expect(await names('zerrouki')).toEqual(['Zerrouki']);
    await createAccount(ctx, 'doctor', { first_name: 'Omar', last_name: 'Zerrouki' });
    // The same words, differently written, are the same answer.
    expect(await names('ZERROUKI ')).toEqual(['Zerrouki']);
    ctx.advance(5000);
    expect(await names('zerrouki')).toEqual(['Zerrouki', 'Zerrouki']);
  });

  it('answers other words from the database at once', async () => {
    await createAccount(ctx, 'doctor', { first_name: 'Lina', last_name: 'Belkacem' });
    expect(await names('belkacem')).toEqual(['Belkacem']);
  });
});
