import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { eq } from 'drizzle-orm';
import { files, patients } from '#api/db/schema/index.ts';
import { sweepOrphans } from './orphans.ts';
import { variantKey } from './picture-variants.ts';
import type { Storage, StoredObject } from './storage.ts';

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

describe('the walk beside the listing', () => {
  // On PostgreSQL a database whose text sorts linguistically (case and punctuation second), as many
  // do: the file rows must still come in the byte order the storage lists in.
  let side: TestContext;
  let folderId: number;
  beforeAll(async () => {
    side = await createTestContext({ icuLocale: 'en-US' });
    const owner = await createAccount(side, 'patient');
    const folder = await side.app.inject({
      method: 'POST',
      url: `/api/patient/${owner.patientId}/folder/`,
      headers: owner.auth,
      payload: { name: 'Keys' },
    });
    folderId = folder.json<{ id: number }>().id;
  });
  afterAll(() => side.close());

  const store = (keys: string[]) =>
    Promise.all(
      keys.map((key) =>
        side.deps.storage.put(key, Readable.from([Buffer.from(key)]), {
          contentType: 'application/octet-stream',
          maxBytes: 1000,
        }),
      ),
    );
  const addRows = (keys: string[], createdAt?: Date) =>
    side.deps.db.insert(files).values(
      keys.map((storageKey) => ({
        folderId,
        name: 'scan.pdf',
        storageKey,
        size: 1,
        contentType: 'application/pdf',
        ...(createdAt ? { createdAt } : {}),
      })),
    );
  const rowKeys = async () =>
    (await side.deps.db.select({ key: files.storageKey }).from(files)).map((r) => r.key);
  const listedKeys = async () => {
    const keys: string[] = [];
    for await (const page of side.deps.storage.list()) for (const o of page) keys.push(o.key);
    return keys;
  };
  const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

  /** The side's storage, listing `listPage` objects at a time and noting each key it is asked about. */
  function watched(listPage: number, beforeListing: () => Promise<void> = async () => undefined) {
    const storage = side.deps.storage;
    const asked: string[] = [];
    const wrapped: Storage = {
      ...storage,
      has: (key) => {
        asked.push(key);
        return storage.has(key);
      },
      async *list() {
        const pages: StoredObject[][] = [];
        for await (const page of storage.list()) pages.push(page);
        await beforeListing();
        for (const page of pages)
          for (let i = 0; i < page.length; i += listPage) yield page.slice(i, i + listPage);
      },
    };
    return { storage: wrapped, asked };
  }

  it('finds the rows without bytes before, between and after the listed keys, asking only about them', async () => {
    const records = Array.from({ length: 30 }, () => `records/${randomBytes(16).toString('hex')}`);
    // In byte order: 'M' < 'm', '-' < '/' < '_', 'Z' < '_' < 'a'; a linguistic order mixes them.
    const stored = [
      'Mixed/A',
      'mixed/a',
      'mixed/B-1',
      'mixed/b-1',
      'mixed/b/1',
      'mixed/b_1',
      'mixed/bA',
      'mixed/ba',
      'mixed/b1',
      ...records.filter((_, i) => i % 4),
    ];
    const gone = [
      '0/first',
      'Mixed/0',
      'mixed/B-0',
      'mixed/b-0',
      'mixed/b/0',
      'mixed/b/2',
      'mixed/bZ',
      'mixed/b_0',
      'mixed/b_2',
      'mixed/bB',
      ...records.filter((_, i) => i % 4 === 0),
      'zz/last',
      'zzz',
    ];
    const orphans = ['mixed/C', 'mixed/c_', 'mixed/b0'];
    // A resized copy of a row's key is no orphan.
    await store([...stored, ...orphans, 'mixed/ba-w64']);
    await addRows([...stored, ...gone]);
    expect(await listedKeys()).toEqual([...stored, ...orphans, 'mixed/ba-w64'].sort(byteOrder));

    const { storage, asked } = watched(3);
    const result = await sweepOrphans(side.deps.db, storage, {
      before: new Date(Date.now() + 1000),
      log,
      rowPage: 2,
    });
    expect(result).toEqual({ staging: 0, objects: orphans.length, rows: gone.length });
    // Storage was asked about the rows the listing stepped over, and about nothing else.
    expect(asked.sort()).toEqual([...gone].sort());
    expect((await rowKeys()).sort()).toEqual([...stored].sort());
    expect(await listedKeys()).toEqual([...stored, 'mixed/ba-w64'].sort(byteOrder));
  });

  it('spares a row stored after the listing passed its key', async () => {
    const late = () => `mixed/b-${randomBytes(4).toString('hex')}`;
    const before = new Date(Date.now() + 60_000);
    // Written since the sweep began: never taken for a row without bytes, nor asked about.
    const young = late();
    let watch = watched(2, async () => {
      await store([young]);
      await addRows([young]);
    });
    const quiet = { staging: 0, objects: 0, rows: 0 };
    expect(await sweepOrphans(side.deps.db, watch.storage, { before, log, rowPage: 3 })).toEqual(quiet);
    expect(watch.asked).toEqual([]);
    // Written by a transaction begun before the sweep (or under a clock behind): asked about, kept.
    const old = late();
    watch = watched(2, async () => {
      await store([old]);
      await addRows([old], new Date(Date.now() - 60_000));
    });
    expect(await sweepOrphans(side.deps.db, watch.storage, { before, log, rowPage: 3 })).toEqual(quiet);
    expect(watch.asked).toEqual([old]);
    expect(await rowKeys()).toEqual(expect.arrayContaining([young, old]));
  });

  it('refuses when most rows have no bytes (a wrong bucket) without asking about each', async () => {
    const lost = Array.from({ length: 150 }, () => `records/${randomBytes(16).toString('hex')}`);
    await addRows(lost);
    const { storage, asked } = watched(1000);
    const before = new Date(Date.now() + 1000);
    const result = await sweepOrphans(side.deps.db, storage, { before, log, rowPage: 10 });
    expect(result.rows).toBe(0);
    // It stops once past the share that is refused, holding no more of a wrong bucket's rows.
    expect(result.refused).toMatch(/at least 101 of \d+ file rows have no bytes \(the sweep stopped there\)/);
    expect(asked).toEqual([]);
    expect(await rowKeys()).toEqual(expect.arrayContaining(lost));
  });
});
