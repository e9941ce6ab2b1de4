import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { patients } from '../../db/schema/index.ts';
import { sweepOrphans } from './orphans.ts';
import { variantKey } from './picture-variants.ts';

let ctx: TestContext;
let me: TestAccount;
let filesUrl: string;
const errors: string[] = [];
const log = { warn: () => undefined, error: (_: object, message: string) => void errors.push(message) };

beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  const folder = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${me.patientId}/folder/`,
    headers: me.auth,
    payload: { name: 'Scans' },
  });
  filesUrl = `/api/patient/${me.patientId}/folder/${folder.json<{ id: number }>().id}/file/`;
});
afterAll(() => ctx.close());

async function upload(name: string) {
  const form = new FormData();
  form.set('file', new Blob([randomBytes(500)]), name);
  const response = await ctx.app.inject({ method: 'POST', url: filesUrl, headers: me.auth, body: form });
  expect(response.statusCode).toBe(201);
}

const stray = async (n: number) => {
  const keys = Array.from({ length: n }, () => `records/${randomBytes(16).toString('hex')}`);
  for (const key of keys) {
    await ctx.deps.storage.put(key, Readable.from([Buffer.from('x')]), {
      contentType: 'application/octet-stream',
      maxBytes: 10,
    });
  }
  return keys;
};

describe('the orphan sweep', () => {
  it('keeps every object a row names, and anything newer than the grace', async () => {
    await upload('a.pdf');
    await upload('b.pdf');
    const [young] = await stray(1);
    const result = await sweepOrphans(ctx.deps.db, ctx.deps.storage, {
      before: new Date(Date.now() - 60_000),
      log,
    });
    expect(result).toEqual({ staging: 0, objects: 0, rows: 0 });
    expect(await ctx.deps.storage.has(young as string)).toBe(true);
    const files = await ctx.app.inject({ url: filesUrl, headers: me.auth });
    expect(files.json()).toHaveLength(2);
  });

  it('removes objects no row names once they are past the grace', async () => {
    const keys = await stray(2);
    const result = await sweepOrphans(ctx.deps.db, ctx.deps.storage, {
      before: new Date(Date.now() + 1000),
      log,
    });
    // The young stray of the first test is now past the (moved) grace too.
    expect(result).toEqual({ staging: 0, objects: 3, rows: 0 });
    for (const key of keys) expect(await ctx.deps.storage.has(key)).toBe(false);
  });

  it("keeps a picture's resized copies while its row names it, and removes them with it", async () => {
    const [kept, gone] = ['pictures', 'pictures'].map((p) => `${p}/${randomBytes(16).toString('hex')}`);
    const keys = [kept, variantKey(kept as string, 64), gone, variantKey(gone as string, 64)] as string[];
    for (const key of keys) {
      await ctx.deps.storage.put(key, Readable.from([Buffer.from('x')]), {
        contentType: 'image/webp',
        maxBytes: 10,
      });
    }
    await ctx.deps.db
      .update(patients)
      .set({ pictureKey: kept })
      .where(eq(patients.id, Number(me.patientId)));
    const result = await sweepOrphans(ctx.deps.db, ctx.deps.storage, {
      before: new Date(Date.now() + 1000),
      log,
    });
    expect(result).toEqual({ staging: 0, objects: 2, rows: 0 });
    expect(await Promise.all(keys.map((key) => ctx.deps.storage.has(key)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('refuses to remove anything when storage and database disagree wholesale (a wrong bucket)', async () => {
    const keys = await stray(150);
    const result = await sweepOrphans(ctx.deps.db, ctx.deps.storage, {
      before: new Date(Date.now() + 1000),
      log,
    });
    expect(result.objects).toBe(0);
    expect(result.refused).toMatch(/150 of 154 stored objects have no row/);
    expect(errors.join('\n')).toContain('orphan sweep refused');
    for (const key of keys.slice(0, 5)) expect(await ctx.deps.storage.has(key)).toBe(true);
    const files = await ctx.app.inject({ url: filesUrl, headers: me.auth });
    expect(files.json()).toHaveLength(2);
  });
});
