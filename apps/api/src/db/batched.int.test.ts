import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// The reads made on most requests (the caller's account, a patient's profile) of requests that
// arrive together go to the database in one statement (db/batched.ts): each caller must still get
// its own row, and only its own.
let ctx: TestContext;
const people: TestAccount[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 8; i++)
    people.push(await createAccount(ctx, 'patient', { first_name: `Person${i}`, last_name: `Family${i}` }));
});
afterAll(async () => {
  await ctx.close();
});

describe('requests that arrive together', () => {
  it('each get their own account and profile', async () => {
    const answers = await Promise.all(
      people.flatMap((person) => [
        ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: person.auth }),
        ctx.app.inject({ method: 'GET', url: `/api/patient/${person.patientId}/`, headers: person.auth }),
      ]),
    );
    people.forEach((person, i) => {
      const me = answers[2 * i]?.json() as { id: number; email: string; first_name: string };
      const profile = answers[2 * i + 1]?.json() as { id: number; full_name: string };
      expect(me).toMatchObject({ id: person.userId, email: person.email, first_name: `Person${i}` });
      expect(profile).toMatchObject({ id: person.patientId, full_name: `Person${i} Family${i}` });
    });
  });

  it("never answer with another caller's profile, even when theirs is read at the same moment", async () => {
    const [owner, other] = people as [TestAccount, TestAccount];
    const [own, refused] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/patient/${owner.patientId}/`, headers: owner.auth }),
      ctx.app.inject({ method: 'GET', url: `/api/patient/${owner.patientId}/`, headers: other.auth }),
    ]);
    expect(own.statusCode).toBe(200);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(owner.email);
  });

  it('see a change made just before, every time', async () => {
    const person = people[2] as TestAccount;
    const language = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      headers: person.auth,
      payload: { language: 'ar' },
    });
    expect(language.statusCode).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: person.auth })),
    );
    for (const answer of answers) expect(answer.json()).toMatchObject({ language: 'ar' });
  });
});
