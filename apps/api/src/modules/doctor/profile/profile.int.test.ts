import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '#api/db/schema/index.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, multipart, PDF_BYTES, PNG_BYTES } from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const url = () => `/api/doctor/UpdateProfile/${cast.doctor.doctorId}/`;
const get = (path = url(), auth = cast.doctor.auth) =>
  ctx.app.inject({ method: 'GET', url: path, headers: auth });
const patch = (form: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: url(),
    headers: { ...cast.doctor.auth, ...form.headers },
    payload: form.payload,
  });
const specializations = async () =>
  (await get('/api/doctor/specialization/')).json() as { id: number; name: string }[];

describe('doctor profile', () => {
  it('answers the doctor user, empty at first', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: cast.doctor.doctorId,
      full_name: expect.stringContaining('Karim'),
      phone_number: null,
      specialization: null,
      picture: null,
      certification: null,
      clinic: null,
    });
  });

  it('lists the specializations by name', async () => {
    const list = await specializations();
    expect(list.length).toBe(20);
    expect(list.map((s) => s.name)).toEqual([...list.map((s) => s.name)].sort());
  });

  it('saves the form with a picture and a certification, and keeps the search text current', async () => {
    const cardiology = (await specializations()).find((s) => s.name === 'Cardiology');
    if (!cardiology) throw new Error('Cardiology missing');
    const form = multipart(
      {
        id: String(cast.doctor.doctorId),
        full_name: 'Karim Benaïssa',
        phone_number: '0661234567',
        address: 'Tizi Ouzou',
        specialization: String(cardiology.id),
        biography: 'Cardiologist for 15 years.',
        age: '45',
      },
      {
        picture: { filename: 'me.png', content: PNG_BYTES },
        certification: { filename: 'diploma.pdf', content: PDF_BYTES },
      },
    );
    const res = await patch(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Karim Benaïssa',
      phone_number: '0661234567',
      age: 45,
      specialization: { specialization_id: cardiology.id, specialization_name: 'Cardiology' },
      picture: expect.stringMatching(/^\/api\/media\/pictures\//),
      certification: `${url()}certification/`,
      is_certified: false,
    });
    const [row] = await ctx.deps.db
      .select({ searchText: doctors.searchText })
      .from(doctors)
      .where(eq(doctors.id, cast.doctor.doctorId));
    expect(row?.searchText).toContain('karim benaissa');
    expect(row?.searchText).toContain('cardiology');
    expect(row?.searchText).toContain('tizi ouzou');
    const certificate = await get(`${url()}certification/`);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toContain('inline');
    expect((await get(`${url()}certification/`, cast.otherDoctor.auth)).statusCode).toBe(403);
  });

  it('gives the field messages and changes nothing on bad input', async () => {
    const before = (await get()).json();
    const res = await patch(
      multipart({
        full_name: '',
        phone_number: '066123456',
        address: '',
        biography: 'b'.repeat(501),
        age: '7',
        specialization: '9999',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: ['Full Name is required'],
      phone_number: ['Phone Number contains only 10 digits'],
      address: ['Address is required'],
      biography: ['Biography must be 500 characters or less'],
      age: ['Age must be between 18 and 99'],
    });
    const unknown = await patch(multipart({ specialization: '9999' }));
    expect(unknown.json()).toEqual({ specialization: ['Select a specialization from the list.'] });
    const refusedPicture = await patch(multipart({}, { picture: { filename: 'x.png', content: PDF_BYTES } }));
    expect(refusedPicture.statusCode).toBe(400);
    expect((await get()).json()).toEqual(before);
  });
});

describe('fee, languages and visit types', () => {
  it('saves them, shows them on the public card, and keeps them when other fields change', async () => {
    const res = await patch(
      multipart({ fee_dzd: '2500', languages: 'fr,ar,ber', visit_types: 'video,in_person' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fee_dzd: 2500,
      languages: ['ar', 'ber', 'fr'],
      visit_types: ['in_person', 'video'],
    });
    const card = await ctx.app.inject({ url: `/api/doctor/search/${cast.doctor.doctorId}` });
    expect(card.json()).toMatchObject({
      fee_dzd: 2500,
      languages: ['ar', 'ber', 'fr'],
      visit_types: ['in_person', 'video'],
    });
    await patch(multipart({ biography: 'Cardiologue.' }));
    expect((await get()).json()).toMatchObject({ fee_dzd: 2500, visit_types: ['in_person', 'video'] });
    const cleared = await patch(multipart({ fee_dzd: '', languages: '', visit_types: 'video' }));
    expect(cleared.json()).toMatchObject({ fee_dzd: null, languages: [], visit_types: ['video'] });
  });

  it('names the field and the reason for a bad fee, an unknown language or no visit type, and changes nothing', async () => {
    await patch(multipart({ fee_dzd: '1800', languages: 'fr', visit_types: 'in_person' }));
    const res = await patch(multipart({ fee_dzd: '-5', languages: 'fr,de', visit_types: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      fee_dzd: ['The fee must be a whole number of dinars between 0 and 1000000'],
      languages: ['Choose languages from the list'],
      visit_types: ['Choose at least one visit type: in person or video'],
    });
    expect((await patch(multipart({ fee_dzd: '12.5' }))).statusCode).toBe(400);
    expect((await get()).json()).toMatchObject({
      fee_dzd: 1800,
      languages: ['fr'],
      visit_types: ['in_person'],
    });
  });
});

describe('wilaya', () => {
  const inWilaya = async (wilaya: string) => {
    const res = await ctx.app.inject({
      url: `/api/doctor/search/list?${new URLSearchParams({ search: '', wilaya })}`,
      headers: cast.patient.auth,
    });
    return (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
  };

  it('is set by number or name, answered by its name, and puts the doctor in that wilaya of the directory', async () => {
    const res = await patch(multipart({ wilaya: '31' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ wilaya: 'Oran' });
    expect(await inWilaya('Oran')).toContain(cast.doctor.doctorId);
    const card = await ctx.app.inject({ url: `/api/doctor/search/${cast.doctor.doctorId}` });
    expect(card.json()).toMatchObject({ wilaya: 'Oran' });

    expect((await patch(multipart({ wilaya: 'تلمسان' }))).json()).toMatchObject({ wilaya: 'Tlemcen' });
    expect(await inWilaya('13')).toContain(cast.doctor.doctorId);
    expect(await inWilaya('Oran')).not.toContain(cast.doctor.doctorId);
    // Another change keeps it.
    await patch(multipart({ biography: 'Cardiologue à Tlemcen.' }));
    expect((await get()).json()).toMatchObject({ wilaya: 'Tlemcen' });
  });

  it('names the field for a wilaya that does not exist, changes nothing, and clears when empty', async () => {
    await patch(multipart({ wilaya: 'Béjaïa' }));
    const res = await patch(multipart({ wilaya: '59' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ wilaya: ['Select a wilaya from the list.'] });
    const atlantis = multipart({ wilaya: 'Atlantis' });
    const french = await ctx.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...cast.doctor.auth, 'accept-language': 'fr', ...atlantis.headers },
      payload: atlantis.payload,
    });
    expect(french.json()).toEqual({ wilaya: ['Choisissez une wilaya dans la liste.'] });
    expect((await get()).json()).toMatchObject({ wilaya: 'Béjaïa' });
    expect((await patch(multipart({ wilaya: '' }))).json()).toMatchObject({ wilaya: null });
  });
});

describe('an address a patient can read', () => {
  it('is refused when it holds no visible character (the directory would list an empty address)', async () => {
    const [first] = await specializations();
    const before = (await get()).json().address as string | null;
    for (const invisible of ['\u200b', '\u200f\u200e', '\u2060 \ufeff', '\u00ad']) {
      const res = await patch(multipart({ specialization: String(first?.id), address: invisible }));
      expect(res.statusCode, JSON.stringify(invisible)).toBe(400);
      expect(res.json()).toEqual({ address: ['Address is required'] });
    }
    // Nothing was written: the address shown is the one before.
    expect((await get()).json().address).toBe(before);
  });

  it('a biography of invisible marks only is refused too: it would show an empty paragraph', async () => {
    const before = (await get()).json().biography as string | null;
    const res = await patch(multipart({ biography: '\u200b\u2060\u00ad' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ biography: ['Biography is required'] });
    expect((await get()).json().biography).toBe(before);
  });
});
