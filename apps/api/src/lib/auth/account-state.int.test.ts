import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnConnection } from '#api/db/listener.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createAccountStates } from './account-state.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const me = async (who: TestAccount) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: who.auth })).statusCode;
const setSuspended = (who: TestAccount, suspended: boolean) =>
  ctx.database.db.execute(
    sql`UPDATE users SET suspended_at = ${suspended ? sql`now()` : null} WHERE id = ${who.userId}`,
  );

/** The status `/api/auth/me/` answers once it is `expected`, or the last one after 3 s. */
async function settlesTo(who: TestAccount, expected: number): Promise<number> {
  const until = Date.now() + 3000;
  let status = await me(who);
  while (status !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await me(who);
  }
  return status;
}

describe('the account state every request checks', () => {
  it('a suspension written straight into the database stops the account, and lifting it lets it back', async () => {
    const patient = await createAccount(ctx, 'patient');
    expect(await me(patient)).toBe(200);
    await setSuspended(patient, true);
    expect(await settlesTo(patient, 401)).toBe(401);
    await setSuspended(patient, false);
    expect(await settlesTo(patient, 200)).toBe(200);
  });

  it('a deleted account is refused at once', async () => {
    const patient = await createAccount(ctx, 'patient');
    expect(await me(patient)).toBe(200);
    await ctx.database.db.execute(
      sql`UPDATE patients SET user_id = NULL, deleted_at = now() WHERE user_id = ${patient.userId}`,
    );
    await ctx.database.db.execute(sql`DELETE FROM users WHERE id = ${patient.userId}`);
    expect(await settlesTo(patient, 401)).toBe(401);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a change made while the listening connection is lost is not missed',
    async () => {
      const patient = await createAccount(ctx, 'patient');
      expect(await me(patient)).toBe(200);
      await ctx.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()`,
      );
      await setSuspended(patient, true);
      expect(await settlesTo(patient, 401)).toBe(401);
    },
  );
});

describe('what a process keeps', () => {
  /** Account states on the test database, with announcements under the test's control. */
  function keptStates() {
    let connection: OnConnection = () => undefined;
    const states = createAccountStates({
      db: ctx.database.db,
      now: () => new Date(),
      listen: async (_channel, _onPayload, onConnection) => {
        connection = onConnection ?? connection;
        connection(true);
        return async () => undefined;
      },
    });
    return { states, setListening: (up: boolean) => connection(up) };
  }

  it('keeps a state until its account is announced changed', async () => {
    const patient = await createAccount(ctx, 'patient');
    const { states } = keptStates();
    await states.start();
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: false,
      assistantFor: null,
      endedSessions: [],
    });
    await setSuspended(patient, true);
    // Not announced to this instance: it still has what it read.
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: false,
      assistantFor: null,
      endedSessions: [],
    });
    states.forget(patient.userId);
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: true,
      assistantFor: null,
      endedSessions: [],
    });
  });

  it('keeps nothing while announcements could be missed, nor before it listens', async () => {
    const patient = await createAccount(ctx, 'patient');
    const { states, setListening } = keptStates();
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: false,
      assistantFor: null,
      endedSessions: [],
    });
    await setSuspended(patient, true);
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: true,
      assistantFor: null,
      endedSessions: [],
    });
    await states.start();
    await states.get(patient.userId);
    setListening(false);
    await setSuspended(patient, false);
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: false,
      assistantFor: null,
      endedSessions: [],
    });
    await setSuspended(patient, true);
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: true,
      assistantFor: null,
      endedSessions: [],
    });
  });

  it('does not keep a state read while a change was announced', async () => {
    const patient = await createAccount(ctx, 'patient');
    const { states } = keptStates();
    await states.start();
    const reading = states.get(patient.userId);
    states.forget(patient.userId);
    expect(await reading).toEqual({
      isAdmin: false,
      suspended: false,
      assistantFor: null,
      endedSessions: [],
    });
    await setSuspended(patient, true);
    expect(await states.get(patient.userId)).toEqual({
      isAdmin: false,
      suspended: true,
      assistantFor: null,
      endedSessions: [],
    });
  });
});
