import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '#api/db/client.ts';
import { userEvents } from '#api/db/schema/index.ts';
import { ACCESS_TTL_SECONDS } from '#api/lib/auth/tokens.ts';
import { createEvents, type Events } from '#api/lib/events/index.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { readStream } from '#api/test/sse.ts';

let ctx: TestContext;
let base: string;
let me: TestAccount;
let someoneElse: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  me = await createAccount(ctx, 'patient');
  someoneElse = await createAccount(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const stream = (who: TestAccount, lastEventId?: number) =>
  readStream(`${base}/api/events/`, {
    ...who.auth,
    ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
  });
const publish = (who: TestAccount, n: number) =>
  ctx.deps.db.transaction((tx) => ctx.deps.events.publish(tx, who.userId, 'notification', { n }));

describe('the event stream', () => {
  it('refuses a visitor with 401', async () => {
    const res = await fetch(`${base}/api/events/`);
    expect(res.status).toBe(401);
  });

  it("pushes the user's own events as they are committed, and nobody else's", async () => {
    const mine = await stream(me);
    expect(mine.status).toBe(200);
    await publish(someoneElse, 0);
    await publish(me, 1);
    await ctx.deps.db
      .transaction(async (tx) => {
        await ctx.deps.events.publish(tx, me.userId, 'notification', { n: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await publish(me, 2);
    await mine.waitFor(() => mine.received.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.received.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(mine.received.every((e) => e.type === 'notification')).toBe(true);
    await mine.close();
  });

  it('delivers a burst of events in the order they were committed', async () => {
    const mine = await stream(me);
    const burst = Array.from({ length: 30 }, (_, i) => 100 + i);
    for (const n of burst) await publish(me, n);
    const ns = () => mine.received.map((e) => (e.data as { n: number }).n).filter((n) => n >= 100);
    await mine.waitFor(() => ns().length >= burst.length);
    expect(ns()).toEqual(burst);
    await mine.close();
  });

  it('resumes after Last-Event-ID without losing or repeating an event', async () => {
    const first = await stream(me);
    await publish(me, 10);
    await first.waitFor(() => first.received.some((e) => (e.data as { n: number }).n === 10));
    const last = first.received.at(-1)?.id ?? 0;
    await first.close();
    await publish(me, 11);
    await publish(me, 12);
    const again = await stream(me, last);
    await publish(me, 13);
    await again.waitFor(() => again.received.length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(again.received.map((e) => e.data)).toEqual([{ n: 11 }, { n: 12 }, { n: 13 }]);
    await again.close();
  });

  it('closes when the user logs out', async () => {
    const open = await stream(me);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: me.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    await open.waitFor(() => open.ended);
    await open.close();
  });
});

const withCookie = (who: TestAccount, authorization?: string) => ({
  cookie: `access=${who.access}`,
  ...(authorization ? { authorization } : {}),
});
/** An unsigned token saying it expires in three days, as an attacker would write one. */
const forged = (who: TestAccount) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3 * 86_400;
  return `${part({ alg: 'HS256' })}.${part({ sub: String(who.userId), typ: 'access', exp })}.forged`;
};
const elapse = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the event stream holds only as long as the credential that opened it', () => {
  it('ends when the signed-in token expires, whatever other token the request carries', async () => {
    const account = await createAccount(ctx, 'patient');
    const nearlyExpired = ACCESS_TTL_SECONDS * 1000 - 1500;
    ctx.advance(nearlyExpired);
    try {
      const open = await readStream(`${base}/api/events/`, withCookie(account, `bearer ${forged(account)}`));
      expect(open.status).toBe(200);
      await open.waitFor(() => open.ended, 5000);
      await open.close();
    } finally {
      ctx.advance(-nearlyExpired);
    }
  });

  it('refuses a forged Bearer token with 401', async () => {
    const account = await createAccount(ctx, 'patient');
    const res = await fetch(`${base}/api/events/`, {
      headers: { authorization: `Bearer ${forged(account)}` },
    });
    expect(res.status).toBe(401);
  });

  it('ignores another Authorization scheme beside a valid cookie, never 500', async () => {
    const account = await createAccount(ctx, 'patient');
    const open = await readStream(`${base}/api/events/`, withCookie(account, 'Basic dXNlcjpwYXNz'));
    expect(open.status).toBe(200);
    await open.close();
    const alone = await fetch(`${base}/api/events/`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(alone.status).toBe(401);
  });
});

describe('what a stream replays', () => {
  it('starts a fresh stream from now with the unread counts, replaying nothing', async () => {
    const account = await createAccount(ctx, 'patient');
    await ctx.deps.db.transaction((tx) =>
      notify(tx, ctx.deps.events, {
        userId: account.userId,
        kind: 'appointment.booked',
        data: {} as never,
        link: '/',
      }),
    );
    await publish(account, 1);
    const fresh = await stream(account);
    await fresh.waitFor(() => fresh.unnumbered.length > 0);
    await elapse(200);
    expect(fresh.received).toEqual([]);
    expect(fresh.unnumbered).toEqual([{ type: 'unread', data: { notifications: 1, messages: 0 } }]);
    await publish(account, 2);
    await fresh.waitFor(() => fresh.received.length === 1);
    expect(fresh.received[0]?.data).toEqual({ n: 2 });
    await fresh.close();
  });

  it('replays after Last-Event-ID only what is within the retention window', async () => {
    const account = await createAccount(ctx, 'patient');
    const [old] = await ctx.deps.db
      .insert(userEvents)
      .values({
        userId: account.userId,
        type: 'notification',
        data: { n: 1 },
        createdAt: new Date(ctx.deps.now().getTime() - 25 * 3_600_000),
      })
      .returning({ id: userEvents.id });
    await publish(account, 2);
    const resumed = await stream(account, (old?.id ?? 1) - 1);
    await resumed.waitFor(() => resumed.received.length >= 1);
    await elapse(200);
    expect(resumed.received.map((e) => e.data)).toEqual([{ n: 2 }]);
    await resumed.close();
  });

  it('prunes events past the retention window, and video signalling after the call', async () => {
    const account = await createAccount(ctx, 'patient');
    const kept = await publish(account, 1);
    const signal = await ctx.deps.db.transaction((tx) =>
      ctx.deps.events.publish(tx, account.userId, 'visit.signal', { kind: 'candidate' }),
    );
    const rows = async () =>
      (
        await ctx.deps.db
          .select({ id: userEvents.id })
          .from(userEvents)
          .where(eq(userEvents.userId, account.userId))
          .orderBy(userEvents.id)
      ).map((r) => r.id);
    ctx.advance(5 * 60_000);
    await ctx.deps.events.prune();
    expect(await rows()).toEqual([kept]);
    ctx.advance(24 * 3_600_000);
    await ctx.deps.events.prune();
    ctx.advance(-(24 * 3_600_000 + 5 * 60_000));
    expect(await rows()).toEqual([]);
    expect(signal).toBeGreaterThan(kept);
  });
});

describe('how many streams and for how long', () => {
  it("closes the oldest of a user's streams when an eleventh opens", async () => {
    const account = await createAccount(ctx, 'patient');
    const streams: Awaited<ReturnType<typeof stream>>[] = [];
    for (let i = 0; i < 11; i++) streams.push(await stream(account));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    await streams[0]?.waitFor(() => streams[0]?.ended ?? false);
    await elapse(200);
    expect(streams.slice(1).map((s) => s.ended)).toEqual(Array(10).fill(false));
    await publish(account, 7);
    await Promise.all(streams.slice(1).map((s) => s.waitFor(() => s.received.length === 1)));
    for (const s of streams) await s.close();
  });

  it('closes on a password reset', async () => {
    const account = await createAccount(ctx, 'patient');
    const open = await stream(account);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/base/forgot_password/',
      payload: { email: account.email },
    });
    const code = /\b(\d{6})\b/.exec((await ctx.mailTo(account.email)).text)?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset_password/${code}/`,
      payload: { email: account.email, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(200);
    await open.waitFor(() => open.ended);
    await open.close();
  });

  it('closes on a suspension, whoever writes it', async () => {
    const account = await createAccount(ctx, 'patient');
    const other = await createAccount(ctx, 'patient');
    const open = await stream(account);
    const unrelated = await stream(other);
    await ctx.deps.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${account.userId}`);
    await open.waitFor(() => open.ended);
    expect(unrelated.ended).toBe(false);
    await open.close();
    await unrelated.close();
  });

  it('closes on account deletion', async () => {
    const account = await createAccount(ctx, 'patient');
    const open = await stream(account);
    const gone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/delete',
      headers: account.auth,
      payload: { password: account.password, confirmation: 'DELETE' },
    });
    expect(gone.statusCode).toBe(200);
    await open.waitFor(() => open.ended);
    await open.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across processes on PostgreSQL', () => {
  let second: Database;
  let secondEvents: Events;
  beforeAll(async () => {
    second = await openDatabase({ url: ctx.database.url, dataDir: null });
    secondEvents = createEvents({
      db: second.db,
      listen: second.listen,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    await secondEvents.start();
  });
  afterAll(async () => {
    await secondEvents.stop();
    await second.close();
  });

  it('reaches a stream held by another process', async () => {
    const account = await createAccount(ctx, 'patient');
    const open = await stream(account);
    await second.db.transaction((tx) =>
      secondEvents.publish(tx, account.userId, 'notification', { from: 'other' }),
    );
    await open.waitFor(() => open.received.length === 1);
    expect(open.received[0]?.data).toEqual({ from: 'other' });
    await open.close();
  });

  it('closes a stream held by another process when the account is suspended or its session ends', async () => {
    const suspended = await createAccount(ctx, 'patient');
    const loggedOut = await createAccount(ctx, 'patient');
    const a = await stream(suspended);
    const b = await stream(loggedOut);
    await second.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended.userId}`);
    await a.waitFor(() => a.ended);
    await second.db.transaction((tx) => secondEvents.endSessions(tx, loggedOut.userId));
    await b.waitFor(() => b.ended);
    await a.close();
    await b.close();
  });
});
