import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let failures = 0;
beforeAll(async () => {
  ctx = await createTestContext();
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
        recipient: 'a@example.dz',
        subject: 'Hi',
        body: { text: 'Hello' },
      }),
    );
    expect(ctx.mail).toHaveLength(0);
    expect((await status(id))?.status).toBe('queued');
    await ctx.drainJobs();
    expect(ctx.mail.map((m) => [m.to, m.subject, m.text])).toEqual([['a@example.dz', 'Hi', 'Hello']]);
    expect(await status(id)).toMatchObject({ status: 'sent', attempts: 1, body: null });
  });

  it('records a failed attempt as retrying, then sent', async () => {
    const id = await ctx.deps.messages.queue(ctx.deps.db, {
      channel: 'email',
      kind: 'test',
      recipient: 'flaky@example.dz',
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
