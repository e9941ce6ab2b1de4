import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database } from '../../db/client.ts';
import { createEvents, type Events } from '../../lib/events/index.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { readStream } from '../../test/sse.ts';

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

describe.runIf(process.env.TEST_DATABASE_URL)('across processes on PostgreSQL', () => {
  let second: Database;
  let secondEvents: Events;
  beforeAll(async () => {
    second = await openDatabase({ url: ctx.database.url, dataDir: null });
    secondEvents = createEvents({ db: second.db, listen: second.listen, log: pino({ level: 'silent' }) });
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
});
