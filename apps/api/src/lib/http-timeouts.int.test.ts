import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// Real sockets against a listening server, with short limits so the test is quick.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '3000', IDLE_TIMEOUT_MS: '2000' },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/** Writes `first`, then one byte a second from `drip`; resolves with how long the server kept it. */
function slowClient(first: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '');
    }, 1000);
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    socket.write(first);
  });
}

describe('slow clients are cut off', () => {
  it('headers sent one byte a second', async () => {
    const { ms, answer } = await slowClient(
      'GET /api/health HTTP/1.1\r\n',
      'Host: localhost\r\nX-Slow: yes'.repeat(3),
    );
    expect(ms).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a body sent one byte a second', async () => {
    const head =
      'POST /api/auth/check_email/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';
    const { ms } = await slowClient(head, '{"email":"slow@example.dz"}'.padEnd(60, ' '));
    expect(ms).toBeLessThan(6000);
  });

  it('a connection that says nothing', async () => {
    const { ms } = await slowClient('', '');
    expect(ms).toBeLessThan(5000);
  });

  it('keeps an event stream open past the idle limit', async () => {
    const account = await createAccount(ctx, 'patient');
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events/`, {
      headers: account.auth,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    await reader?.read();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const publish = ctx.deps.events.publish(ctx.deps.db, account.userId, 'ping', { at: 1 });
    await publish;
    let text = '';
    while (!text.includes('event: ping')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain('event: ping');
    controller.abort();
  });
});
