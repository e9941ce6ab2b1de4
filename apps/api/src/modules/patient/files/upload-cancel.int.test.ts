import { readdir } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES } from '../test/multipart.ts';
import { createFolder } from '../test/records.ts';

// An upload the patient cancels (the browser aborts it) over a real socket: the server must keep
// nothing of it, neither the file nor the part that arrived, and answer the next requests.
let ctx: TestContext;
let port: number;
let me: TestAccount;
let folderId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  me = await createAccount(ctx, 'patient');
  folderId = (await createFolder(ctx, me, 'Scans')).id;
});
afterAll(async () => {
  await ctx.close();
});

const filesUrl = () => `/api/patient/${me.patientId}/folder/${folderId}/file/`;
const uploads = (...path: string[]) => join(ctx.deps.config.dataDir, 'uploads', ...path);
const namesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Sends the request's head and the first `sent` bytes of its body, waits until the server is
 * writing the file (a partial file in the staging folder), then drops the connection.
 */
function cutShort(body: Buffer, headers: Record<string, string>, sent: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const head = [
      `POST ${filesUrl()} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Length: ${body.length}`,
      ...Object.entries({ ...me.auth, ...headers }).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.write(head);
    socket.write(body.subarray(0, sent), () => {
      const started = Date.now();
      const drop = async () => {
        if ((await namesIn(uploads('.incoming'))).length > 0) return socket.destroy();
        if (Date.now() - started > 5_000) return reject(new Error('the server never began the file'));
        setTimeout(() => void drop(), 20);
      };
      void drop();
    });
  });
}

describe('an upload cancelled on the way', () => {
  it('leaves no file, no part of it, and no row; the next upload goes through', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const form = multipart({ name: 'Scanner' }, { file: { filename: 'scan.pdf', content: big } });
    await cutShort(form.payload, form.headers, 512 * 1024);

    await expect
      .poll(async () => [...(await namesIn(uploads('records'))), ...(await namesIn(uploads('.incoming')))], {
        timeout: 5_000,
      })
      .toEqual([]);
    const listed = await ctx.app.inject({ method: 'GET', url: filesUrl(), headers: me.auth });
    expect(listed.json()).toEqual([]);

    const small = multipart({ name: 'Blood test' }, { file: { filename: 'blood.pdf', content: PDF_BYTES } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: filesUrl(),
      headers: { ...me.auth, ...small.headers },
      payload: small.payload,
    });
    expect(res.statusCode).toBe(201);
  });
});
