import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, multipart } from '../doctor/test/support.ts';

let ctx: TestContext;
let cast: Cast;
/** A 300×200 phone photo whose EXIF says "turn it a quarter right", with a camera model in it. */
let photo: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Model: 'Secret Phone' } })
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

async function uploadPicture(content: Buffer): Promise<string> {
  const form = multipart({ id: String(cast.doctor.doctorId) }, { picture: { filename: 'me.jpg', content } });
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/doctor/UpdateProfile/${cast.doctor.doctorId}/`,
    headers: { ...cast.doctor.auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { picture: string }).picture;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const storedPictures = async () =>
  (await readdir(join(ctx.deps.config.dataDir, 'uploads', 'pictures'))).sort();

describe('resized pictures', () => {
  it('serves ?w= as WebP at that width, upright, without metadata and never upscaled', async () => {
    const url = await uploadPicture(photo);
    const small = await get(`${url}?w=128`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
    expect(small.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    const meta = await sharp(small.rawPayload).metadata();
    // Turned upright: the 300×200 landscape sensor image is a 200×300 portrait.
    expect([meta.width, meta.height]).toEqual([128, 192]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const large = await sharp((await get(`${url}?w=1024`)).rawPayload).metadata();
    expect([large.width, large.height]).toEqual([200, 300]);

    const original = await get(url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(photo)).toBe(true);
  });

  it('refuses a width outside the list, naming the parameter', async () => {
    const url = await uploadPicture(photo);
    for (const w of ['100', '0', '-64', 'abc', '4096']) {
      const res = await get(`${url}?w=${w}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ w: ['The width w must be one of 64, 128, 256, 512 or 1024.'] });
    }
    const french = await ctx.app.inject({
      method: 'GET',
      url: `${url}?w=100`,
      headers: { cookie: 'lang=fr' },
    });
    expect(french.json()).toEqual({
      w: ["La largeur w doit être l'une de ces valeurs : 64, 128, 256, 512 ou 1024."],
    });
  });

  it('makes each width once, keeps it beside the original and removes it with the original', async () => {
    const url = await uploadPicture(photo);
    const id = url.split('/').pop() as string;
    expect((await storedPictures()).filter((k) => k.startsWith(id))).toEqual([id]);

    const first = await get(`${url}?w=64`);
    await get(`${url}?w=256`);
    expect((await storedPictures()).filter((k) => k.startsWith(id))).toEqual([id, `${id}-w256`, `${id}-w64`]);
    const again = await get(`${url}?w=64`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    await uploadPicture(photo);
    expect((await storedPictures()).filter((k) => k.startsWith(id))).toEqual([]);
    expect((await get(`${url}?w=64`)).statusCode).toBe(404);
  });

  it('answers 404 for a picture that does not exist, at any width', async () => {
    const res = await get(`/api/media/pictures/${'0'.repeat(32)}?w=64`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Picture not found.' });
  });
});
