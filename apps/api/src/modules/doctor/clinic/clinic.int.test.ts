import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import {
  type Cast,
  CLINIC_FIELDS,
  clinicForm,
  createCast,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
} from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const send = (
  method: 'POST' | 'PATCH',
  url: string,
  form: ReturnType<typeof multipart>,
  auth = cast.doctor.auth,
) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
const get = (url: string, auth = cast.doctor.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });

async function storedObjects(): Promise<number> {
  let total = 0;
  for (const prefix of ['pictures', 'certifications']) {
    total += (await readdir(join(ctx.deps.config.dataDir, 'uploads', prefix)).catch(() => [])).length;
  }
  return total;
}

describe('CreateClinic', () => {
  it('refuses a clinic without its two files or with bad fields, naming each field, and keeps nothing', async () => {
    const res = await send(
      'POST',
      '/doctor/CreateClinic/',
      multipart({ ...CLINIC_FIELDS, email: 'nope', phone_number: '05501234ab' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      picture: ['Please attach a picture for the clinic'],
      certification: ['Please attach a certification for the clinic'],
      email: ['Invalid email format'],
      phone_number: ['Phone Number must contain only numbers'],
    });
    const onlyPicture = multipart(
      { ...CLINIC_FIELDS, name: '' },
      { picture: { filename: 'p.png', content: PNG_BYTES } },
    );
    expect((await send('POST', '/doctor/CreateClinic/', onlyPicture)).json()).toEqual({
      certification: ['Please attach a certification for the clinic'],
      name: ['Clinic Name is required'],
    });
    expect(await storedObjects()).toBe(0);
  });

  it("creates the doctor's clinic with chaf set to the doctor's name, once", async () => {
    const res = await send(
      'POST',
      '/doctor/CreateClinic/',
      clinicForm({ ...CLINIC_FIELDS, chaf: 'Someone else', map_clinic: '36.7,3.05' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      doctor: cast.doctor.doctorId,
      chaf: expect.stringContaining('Karim'),
      name: 'Clinique El Amel',
      map_clinic: '36.7,3.05',
      picture: expect.stringMatching(/^\/api\/media\/pictures\/[a-f0-9]{32}$/),
      certification: `/api/doctor/GetUpdateClinic/${res.json().id}/certification/`,
    });
    const profile = await get(`/doctor/UpdateProfile/${cast.doctor.doctorId}/`);
    expect(profile.json().clinic).toEqual({ clinic_id: res.json().id, clinic_name: 'Clinique El Amel' });
    const again = await send('POST', '/doctor/CreateClinic/', clinicForm());
    expect(again.statusCode).toBe(409);
    expect(await storedObjects()).toBe(2);
  });
});

describe('GetUpdateClinic', () => {
  it('reads and partly updates the clinic, replacing the picture', async () => {
    const { clinic } = (await get(`/doctor/UpdateProfile/${cast.doctor.doctorId}/`)).json();
    const before = (await get(`/doctor/GetUpdateClinic/${clinic.clinic_id}/`)).json();
    const form = multipart(
      { name: 'Clinique Nour', phone_number: '0661000000' },
      { picture: { filename: 'n.png', content: PNG_BYTES } },
    );
    const res = await send('PATCH', `/doctor/GetUpdateClinic/${clinic.clinic_id}/`, form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Clinique Nour',
      phone_number: '0661000000',
      email: CLINIC_FIELDS.email,
    });
    expect(res.json().picture).not.toBe(before.picture);
    expect((await ctx.app.inject({ method: 'GET', url: before.picture })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: res.json().picture })).statusCode).toBe(200);
    const bad = await send(
      'PATCH',
      `/doctor/GetUpdateClinic/${clinic.clinic_id}/`,
      multipart({ description: '' }),
    );
    expect(bad.json()).toEqual({ description: ['Description is required'] });
  });

  it("serves the certification to the clinic's doctor only, never on the public pictures route", async () => {
    const { clinic } = (await get(`/doctor/UpdateProfile/${cast.doctor.doctorId}/`)).json();
    const url = `/doctor/GetUpdateClinic/${clinic.clinic_id}/certification/`;
    const mine = await get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await get(url, cast.otherDoctor.auth)).statusCode).toBe(404);
    expect((await get(url, cast.patient.auth)).statusCode).toBe(403);
    const keys = await readdir(join(ctx.deps.config.dataDir, 'uploads', 'certifications'));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/pictures/${keys[0]}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown clinic', async () => {
    expect((await get('/doctor/GetUpdateClinic/999999/')).statusCode).toBe(404);
  });
});
