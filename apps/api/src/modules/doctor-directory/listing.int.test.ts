import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, specializations } from '#api/db/schema/index.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// Visitors' lists (the directory, its search, the symptom recommendation) show a doctor an
// administrator verified, or one whose profile has a specialty and an address, marked not verified;
// never a profile left empty after sign-up.

let ctx: TestContext;
const ids: Record<string, number> = {};

async function doctor(
  lastName: string,
  profile: { cardiology?: boolean; address?: string; verified?: boolean },
) {
  const account = await createAccount(ctx, 'doctor', { first_name: 'Zerrouk', last_name: lastName });
  const [cardiology] = await ctx.deps.db
    .select({ id: specializations.id })
    .from(specializations)
    .where(eq(specializations.code, 'cardiology'));
  await ctx.deps.db
    .update(doctors)
    .set({
      specializationId: profile.cardiology ? (cardiology?.id ?? null) : null,
      address: profile.address ?? null,
      isCertified: profile.verified ?? false,
      searchText: foldForSearch(
        `Zerrouk ${lastName}`,
        profile.cardiology ? 'cardiology' : '',
        profile.address,
      ),
    })
    .where(eq(doctors.id, account.doctorId as number));
  ids[lastName] = account.doctorId as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await doctor('Empty', {});
  await doctor('Nowhere', { cardiology: true });
  await doctor('Blank', { cardiology: true, address: '   ' });
  await doctor('Complete', { cardiology: true, address: '2 Rue Didouche, Alger' });
  await doctor('Verified', { verified: true });
});
afterAll(async () => {
  await ctx.close();
});

const search = async (q: string) =>
  (await ctx.app.inject({ url: `/api/doctor/search/list?search=${encodeURIComponent(q)}` })).json() as {
    results: { id: number; is_certified: boolean }[];
  };

describe("visitors' lists of doctors", () => {
  it('leave out an unverified doctor whose profile has no specialty or no address', async () => {
    const found = (await search('zerrouk')).results;
    expect(found.map((d) => d.id).sort()).toEqual([ids.Complete, ids.Verified].sort());
    expect(found.find((d) => d.id === ids.Complete)?.is_certified).toBe(false);
    expect((await search('')).results.map((d) => d.id)).not.toContain(ids.Empty);
    expect((await search('empty')).results).toEqual([]);
  });

  it('recommend only presentable doctors for a symptom', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/base/recommendation_doctor/backup/v0/',
      payload: { input: 'palpitations and high blood pressure for a week' },
    });
    expect(res.statusCode).toBe(200);
    const listed = (res.json().Doctors as { id: number }[]).map((d) => d.id);
    expect(listed).toContain(ids.Complete);
    expect(listed).not.toContain(ids.Nowhere);
    expect(listed).not.toContain(ids.Blank);
  });

  it("keep an unlisted doctor's card at its address, marked not verified", async () => {
    const card = await ctx.app.inject({ url: `/api/doctor/search/${ids.Empty}` });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ id: ids.Empty, is_certified: false });
  });
});

describe("the directory's pages", () => {
  it('go 50 deep at most: a deeper page is refused naming the field', async () => {
    expect((await ctx.app.inject({ url: '/api/doctor/search/list?page=50' })).statusCode).toBe(200);
    const deep = await ctx.app.inject({ url: '/api/doctor/search/list?page=51' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ page: ['Page must be a whole number from 1 to 50'] });
  });
});
