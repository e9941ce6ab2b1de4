import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES, PNG_BYTES } from '../test/multipart.ts';
import { createFolder, uploadFile } from '../test/records.ts';

const LIMIT = 64 * 1024;
let ctx: TestContext;
let me: TestAccount;
let folderId: number;
beforeAll(async () => {
  ctx = await createTestContext({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  me = await createAccount(ctx, 'patient');
  folderId = (await createFolder(ctx, me, 'Scans')).id;
});
afterAll(async () => {
  await ctx.close();
});

const filesUrl = () => `/api/patient/${me.patientId}/folder/${folderId}/file/`;
const changeUrl = (fileId: number, folder = folderId) =>
  `/api/patient/folder/${folder}/update-file-name-or-delete/${fileId}/`;
const list = async () =>
  (await ctx.app.inject({ method: 'GET', url: filesUrl(), headers: me.auth })).json() as {
    id: number;
    name: string;
  }[];

function send(fields: Record<string, string>, files: Parameters<typeof multipart>[1]) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: filesUrl(),
    headers: { ...me.auth, ...body.headers },
    payload: body.payload,
  });
}

/** Stored objects under the uploads directory, staging area excluded. */
async function storedObjects(): Promise<string[]> {
  const root = join(ctx.deps.config.dataDir, 'uploads', 'records');
  return readdir(root).catch(() => []);
}

describe('uploading files', () => {
  it('stores the file and lists it with its real size, type and download path', async () => {
    const res = await send({ name: 'Blood test' }, { file: { filename: 'blood.pdf', content: PDF_BYTES } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'File uploaded successfully' });
    const [file] = await list();
    expect(file).toEqual({
      id: expect.any(Number),
      name: 'Blood test',
      folder: folderId,
      created_at: expect.stringMatching(/^\d{4}-/),
      size: PDF_BYTES.length,
      content_type: 'application/pdf',
      file: `/api/patient/folder/${folderId}/file/${file?.id}/download/`,
    });
  });

  it('downloads the same bytes as an attachment with the name and its extension', async () => {
    const file = await uploadFile(ctx, me, folderId, 'Résultats été');
    const res = await ctx.app.inject({ method: 'GET', url: file.file, headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sultats _t_.pdf"; filename*=UTF-8''${encodeURIComponent('Résultats été.pdf')}`,
    );
  });

  it('names a file after its upload when no name is sent', async () => {
    const res = await send({}, { file: { filename: 'xray.png', content: PNG_BYTES } });
    expect(res.statusCode).toBe(201);
    expect((await list()).at(-1)?.name).toBe('xray.png');
  });

  it('refuses an empty upload or a missing file with the field', async () => {
    const empty = await send({ name: 'x' }, { file: { filename: 'empty.pdf', content: Buffer.alloc(0) } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('file');
    const missing = await send({ name: 'x' }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ file: ['Please choose a file'] });
  });

  it('refuses a file over the limit with 413 and keeps nothing, not even part of it', async () => {
    const before = await storedObjects();
    const count = (await list()).length;
    const res = await send(
      { name: 'huge' },
      { file: { filename: 'huge.pdf', content: Buffer.concat([PDF_BYTES, Buffer.alloc(LIMIT)]) } },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/too large/);
    expect(await list()).toHaveLength(count);
    expect(await storedObjects()).toEqual(before);
    const staging = await readdir(join(ctx.deps.config.dataDir, 'uploads', '.incoming'));
    expect(staging).toEqual([]);
  });
});

describe('renaming and deleting files', () => {
  it('renames a file', async () => {
    const file = await uploadFile(ctx, me, folderId, 'old name');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: changeUrl(file.id),
      headers: me.auth,
      payload: { name: 'New name' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, name: 'New name' });
    expect((await list()).find((f) => f.id === file.id)?.name).toBe('New name');
  });

  it('refuses an empty new name with the field', async () => {
    const file = await uploadFile(ctx, me, folderId, 'keep');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: changeUrl(file.id),
      headers: me.auth,
      payload: { name: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Please enter a name'] });
  });

  it('deletes the file and its bytes', async () => {
    const file = await uploadFile(ctx, me, folderId, 'to delete');
    const objects = await storedObjects();
    const res = await ctx.app.inject({ method: 'DELETE', url: changeUrl(file.id), headers: me.auth });
    expect(res.statusCode).toBe(204);
    expect((await list()).map((f) => f.id)).not.toContain(file.id);
    expect(await storedObjects()).toHaveLength(objects.length - 1);
    expect((await ctx.app.inject({ method: 'GET', url: file.file, headers: me.auth })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown file, or a file named through another folder', async () => {
    const file = await uploadFile(ctx, me, folderId, 'here');
    const otherFolder = (await createFolder(ctx, me, 'Other')).id;
    for (const url of [changeUrl(999999), changeUrl(file.id, otherFolder), changeUrl(file.id, 999999)]) {
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: me.auth })).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'PUT', url, headers: me.auth, payload: { name: 'x' } })).statusCode,
      ).toBe(404);
    }
    const download = `/api/patient/folder/${otherFolder}/file/${file.id}/download/`;
    expect((await ctx.app.inject({ method: 'GET', url: download, headers: me.auth })).statusCode).toBe(404);
  });
});
