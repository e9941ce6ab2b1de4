import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { PDF_BYTES } from '../test/multipart.ts';
import { createFolder, uploadFile } from '../test/records.ts';

let ctx: TestContext;
let me: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  other = await createAccount(ctx, 'patient');
});
afterAll(async () => {
  await ctx.close();
});

const post = (name: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${me.patientId}/folder/`,
    headers: me.auth,
    payload: { name },
  });
const list = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/patient/${me.patientId}/folder`, headers: me.auth })
  ).json();

describe('medical folders', () => {
  it('starts empty, then lists created folders with their real size and file count', async () => {
    expect(await list()).toEqual([]);
    const res = await post('  Analyses 2024 ');
    expect(res.statusCode).toBe(201);
    const folder = res.json();
    expect(folder).toEqual({
      id: expect.any(Number),
      name: 'Analyses 2024',
      patient: me.patientId,
      relative: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      size: 0,
      file_count: 0,
    });
    await uploadFile(ctx, me, folder.id, 'one');
    await uploadFile(ctx, me, folder.id, 'two');
    expect(await list()).toEqual([{ ...folder, size: PDF_BYTES.length * 2, file_count: 2 }]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${me.patientId}/folder/${folder.id}/`,
      headers: me.auth,
    });
    expect(one.json()).toEqual({ ...folder, size: PDF_BYTES.length * 2, file_count: 2 });
  });

  it('refuses an empty name with its message', async () => {
    for (const name of ['', '   ', undefined]) {
      const res = await post(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['Please enter a name'] });
    }
  });

  it('refuses a duplicate name whatever its case, and writes nothing', async () => {
    const res = await post('analyses 2024');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['You already have a folder with this name.'] });
    expect(await list()).toHaveLength(1);
  });

  it('lets another patient use the same name', async () => {
    expect((await createFolder(ctx, other, 'Analyses 2024')).name).toBe('Analyses 2024');
  });

  it('answers 404 for an unknown folder and 400 for an id that is not a number', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${me.patientId}/folder/999999/`,
      headers: me.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${me.patientId}/folder/abc/`,
      headers: me.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('folderId');
  });
});
