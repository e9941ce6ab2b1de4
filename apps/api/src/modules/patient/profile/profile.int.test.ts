import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES, PNG_BYTES } from '../test/multipart.ts';

let ctx: TestContext;
let me: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PICTURE_MAX_BYTES: '4096' } });
  me = await createAccount(ctx, 'patient', { first_name: 'Amina', last_name: 'Benali' });
});
afterAll(async () => {
  await ctx.close();
});

const FULL = {
  id: '0',
  full_name: 'Amina Benali-Saïdi',
  phone_number: '0550123456',
  address: '12 Rue Didouche Mourad, Alger',
  date_of_birth: '1992-04-18',
  description: 'Allergic to penicillin.',
  age: '33',
  blood_type: 'A+',
  gender: 'F',
};

const getProfile = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/patient/${me.patientId}/`, headers: me.auth })).json();

function put(fields: Record<string, string>, picture?: Buffer) {
  const body = multipart(fields, picture ? { picture: { filename: 'me.png', content: picture } } : {});
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/patient/${me.patientId}/`,
    headers: { ...me.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('patient profile', () => {
  it('starts with the signup name and mobile number and nothing else set', async () => {
    expect(me.phone).toMatch(/^\+2137\d{8}$/);
    expect(await getProfile()).toEqual({
      id: me.patientId,
      full_name: 'Amina Benali',
      picture: null,
      address: null,
      gender: null,
      date_of_birth: null,
      // The number given at sign-up, in the ten digits the profile's phone field takes.
      phone_number: `0${me.phone?.slice(4)}`,
      description: null,
      age: null,
      blood_type: null,
    });
  });

  it('changes the number given at sign-up, and leaves the sign-in number as it was', async () => {
    const res = await put({ phone_number: '0661234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone_number: '0661234567', full_name: 'Amina Benali' });
    expect((await getProfile()).phone_number).toBe('0661234567');
    const account = await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: me.auth });
    expect(account.json()).toMatchObject({ phone_number: me.phone });
  });

  it('saves every field and a picture, which is then served at the answered path', async () => {
    const res = await put(FULL, PNG_BYTES);
    expect(res.statusCode).toBe(200);
    const { id: _id, ...fields } = FULL;
    expect(res.json()).toMatchObject({
      ...fields,
      age: 33,
      picture: expect.stringMatching(/^\/api\/media\/pictures\/[a-f0-9]{32}$/),
    });
    expect(await getProfile()).toEqual(res.json());
    const picture = await ctx.app.inject({ method: 'GET', url: res.json().picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('keeps the search text in step with the name', async () => {
    const [row] = await ctx.deps.db
      .select({ s: patients.searchText })
      .from(patients)
      .where(eq(patients.id, me.patientId as number));
    expect(row?.s).toBe('amina benali-saidi');
  });

  it('replacing the picture removes the old one', async () => {
    const old = (await getProfile()).picture as string;
    const res = await put({}, PNG_BYTES);
    expect(res.statusCode).toBe(200);
    expect(res.json().picture).not.toBe(old);
    expect((await ctx.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
  });

  it('changes only the fields sent; an empty radio clears its value', async () => {
    const res = await put({ address: '7 Boulevard de la Soummam, Oran', gender: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: '7 Boulevard de la Soummam, Oran',
      gender: null,
      phone_number: '0550123456',
    });
  });

  it('answers messages per field and changes nothing', async () => {
    const res = await put({
      full_name: ' ',
      phone_number: '05501234',
      address: '',
      description: 'x'.repeat(501),
      age: '17',
      gender: 'X',
      blood_type: 'Z+',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      full_name: ['Full Name is required'],
      phone_number: ['Phone Number contains only 10 digits'],
      address: ['Address is required'],
      description: ['Description must be 500 characters or less'],
      age: [expect.stringContaining('18')],
      gender: [expect.any(String)],
      blood_type: [expect.any(String)],
    });
    expect((await put({ phone_number: '05a0123456' })).json()).toEqual({
      phone_number: ['Phone Number must contain only numbers'],
    });
    expect((await getProfile()).full_name).toBe('Amina Benali-Saïdi');
  });

  it('refuses an address or a description of invisible marks only, naming each, and keeps the old ones', async () => {
    const before = await getProfile();
    const res = await put({ address: '\u200b\u200f', description: '\u2066 \u2069\ufeff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      address: ['Address is required'],
      description: ['Description is required'],
    });
    expect(await getProfile()).toMatchObject({ address: before.address, description: before.description });
  });

  it('refuses a birth date that is not a real past date', async () => {
    for (const date_of_birth of ['1992-02-30', '18/04/1992', '2999-01-01']) {
      const res = await put({ date_of_birth });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['date_of_birth']);
    }
  });

  it('refuses a picture that is not an image by its bytes, or too large, and keeps the old one', async () => {
    const before = (await getProfile()).picture;
    const notImage = await put({ full_name: 'Changed' }, PDF_BYTES);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toHaveProperty('picture');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5000)]);
    const tooBig = await put({ full_name: 'Changed' }, big);
    expect(tooBig.statusCode).toBe(413);
    const after = await getProfile();
    expect(after.picture).toBe(before);
    expect(after.full_name).toBe('Amina Benali-Saïdi');
  });

  it('answers 415 for an update that is not multipart', async () => {
    const json = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/${me.patientId}/`,
      headers: me.auth,
      payload: FULL,
    });
    expect(json.statusCode).toBe(415);
  });
});
