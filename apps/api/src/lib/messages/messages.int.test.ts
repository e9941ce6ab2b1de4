import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
let failures = 0;
let verified: TestAccount;
let flaky: TestAccount;
let unverified: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  verified = await createAccount(ctx, 'patient', { email: 'verified@example.dz' });
  flaky = await createAccount(ctx, 'patient', { email: 'flaky@example.dz' });
  unverified = await createAccount(ctx, 'patient', { email: 'unverified@example.dz', verified: false });
  await ctx.drainJobs();
  const send = ctx.deps.mailer.send.bind(ctx.deps.mailer);
  ctx.deps.mailer.send = async (message) => {
    if (message.to.startsWith('flaky') && failures < 1) {
      failures += 1;
      throw new Error('SMTP 451 try again later');
    }
    await send(message);
  };
});
afterAll(async () => {
  await ctx.close();
});

const status = async (id: string) =>
  (await ctx.deps.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('queued mail', () => {
  it('is sent by a job, not by the request, and marked sent without keeping its body', async () => {
    const id = await ctx.deps.db.transaction((tx) =>
      ctx.deps.messages.queue(tx, {
        channel: 'email',
        kind: 'test',
        recipient: verified.email,
        userId: verified.userId,
        subject: 'Hi',
        body: { text: 'Hello' },
      }),
    );
    const before = ctx.mail.length;
    expect((await status(id))?.status).toBe('queued');
    await ctx.drainJobs();
    expect(ctx.mail.slice(before).map((m) => [m.to, m.subject, m.text])).toEqual([
      [verified.email, 'Hi', 'Hello'],
    ]);
    expect(await status(id)).toMatchObject({ status: 'sent', attempts: 1, body: null });
  });

  it('records a failed attempt as retrying, then sent', async () => {
    const id = await ctx.deps.messages.queue(ctx.deps.db, {
      channel: 'email',
      kind: 'test',
      recipient: flaky.email,
      userId: flaky.userId,
      body: { text: 'x' },
    });
    await ctx.drainJobs();
    expect(await status(id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: 'SMTP 451 try again later',
    });
    await ctx.deps.db.execute(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'` as never);
    await ctx.drainJobs();
    expect(await status(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('nothing but the code before a contact is verified', () => {
  const reminder = (account: TestAccount, channel: 'email' | 'sms') =>
    ctx.deps.messages.queue(ctx.deps.db, {
      channel,
      kind: 'appointment.reminder',
      recipient: channel === 'sms' ? (account.phone as string) : account.email,
      userId: account.userId,
      subject: 'Reminder: your appointment tomorrow',
      body: { text: 'See you tomorrow at 09:00.' },
    });

  it('withholds a queued reminder to an unverified email and number, and sends one to verified ones', async () => {
    const before = ctx.mail.length;
    const toUnverified = [await reminder(unverified, 'email'), await reminder(unverified, 'sms')];
    const toVerified = [await reminder(verified, 'email'), await reminder(verified, 'sms')];
    await ctx.drainJobs();
    expect(ctx.mail.slice(before).map((m) => m.to)).toEqual([verified.email]);
    expect(await ctx.smsTo(verified.phone as string)).toContain('See you tomorrow at 09:00.');
    expect(await ctx.smsTo(unverified.phone as string)).not.toContain('See you tomorrow at 09:00.');
    for (const id of toUnverified) {
      expect(await status(id)).toMatchObject({ status: 'withheld', body: null, sentAt: null });
    }
    for (const id of toVerified) expect((await status(id))?.status).toBe('sent');
  });

  it('withholds mail to an address no account has verified, and to another account’s verified address', async () => {
    const before = ctx.mail.length;
    const stranger = await ctx.deps.messages.queue(ctx.deps.db, {
      channel: 'email',
      kind: 'test',
      recipient: 'stranger@example.dz',
      body: { text: 'x' },
    });
    const misdirected = await ctx.deps.messages.queue(ctx.deps.db, {
      channel: 'email',
      kind: 'test',
      recipient: verified.email,
      userId: unverified.userId,
      body: { text: 'x' },
    });
    await ctx.drainJobs();
    expect(ctx.mail.length).toBe(before);
    expect((await status(stranger))?.status).toBe('withheld');
    expect((await status(misdirected))?.status).toBe('withheld');
  });

  it('still sends the contact its own verification code', async () => {
    ctx.advance(61_000);
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verification/',
      headers: unverified.auth,
      payload: { channel: 'email' },
    });
    expect(resent.statusCode).toBe(200);
    expect((await ctx.mailTo(unverified.email, 1)).text).toMatch(/Your verification code is \d{6}\./);
  });

  it('sends again once the contact is verified', async () => {
    const code = /(\d{6})/.exec((await ctx.mailTo(unverified.email, 1)).text)?.[1];
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verification/confirm/',
      headers: unverified.auth,
      payload: { channel: 'email', code },
    });
    expect(confirmed.json()).toMatchObject({ email_verified: true });
    const id = await reminder(unverified, 'email');
    await ctx.drainJobs();
    expect((await status(id))?.status).toBe('sent');
  });
});
