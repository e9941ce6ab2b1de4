import { SPECIALTIES } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, specializations, users } from '../../db/schema/index.ts';
import { foldForSearch } from '../../lib/search-text.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { listDoctorsBySpecialty } from './repository.ts';

let ctx: TestContext;
const cardio = SPECIALTIES.find((s) => s.code === 'cardiology') ?? SPECIALTIES[0];

async function addDoctor(
  first: string,
  last: string,
  address: string,
  specialtyCode: string,
  isCertified = false,
) {
  const [spec] = await ctx.deps.db
    .select({ id: specializations.id })
    .from(specializations)
    .where(eq(specializations.code, specialtyCode));
  const specialty = SPECIALTIES.find((s) => s.code === specialtyCode);
  const [user] = await ctx.deps.db
    .insert(users)
    .values({ email: `${Math.random()}@example.dz`, passwordHash: 'x', firstName: first, lastName: last })
    .returning({ id: users.id });
  const fullName = `${first} ${last}`;
  const [row] = await ctx.deps.db
    .insert(doctors)
    .values({
      userId: user?.id as number,
      fullName,
      address,
      specializationId: spec?.id ?? null,
      isCertified,
      searchText: foldForSearch(fullName, specialty?.en, specialty?.fr, specialty?.ar, address),
    })
    .returning({ id: doctors.id });
  return row?.id as number;
}

let ids: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  const other = SPECIALTIES.find((s) => s.code !== cardio?.code)?.code as string;
  ids = {
    hadjer: await addDoctor('Hadjer', 'Bélaïd', '3 Rue Larbi Ben M’hidi, Oran', cardio?.code as string),
    fatima: await addDoctor('فاطمة', 'بن علي', 'Tlemcen', other, true),
    karim: await addDoctor('Karim', 'Saadi', '5 Rue Hassiba, Alger', cardio?.code as string, true),
  };
});
afterAll(async () => {
  await ctx.close();
});

const search = async (q: string, page = 1) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/search/list?search=${encodeURIComponent(q)}&page=${page}`,
    })
  ).json();
const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('doctor search for patients', () => {
  it('answers the paginated shape with SPEC fields, certified doctors first', async () => {
    const body = await search('');
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(idsOf(body)).toEqual([ids.karim, ids.fatima, ids.hadjer]);
    expect(body.results[0]).toEqual({
      id: ids.karim,
      doctor: ids.karim,
      first_name: 'Karim',
      last_name: 'Saadi',
      doctor_picture: null,
      doctor_specialization: expect.any(Number),
      full_name: 'Karim Saadi',
      specialization_name: cardio?.en,
      address: '5 Rue Hassiba, Alger',
      picture: null,
      is_certified: true,
      fee_dzd: null,
      languages: [],
      visit_types: ['in_person'],
    });
  });

  it('matches name, specialty and address, ignoring case and accents', async () => {
    expect(idsOf(await search('BELAID'))).toEqual([ids.hadjer]);
    expect(idsOf(await search('oran'))).toEqual([ids.hadjer]);
    expect(idsOf(await search(cardio?.fr.toUpperCase() ?? ''))).toEqual([ids.karim, ids.hadjer]);
    expect(idsOf(await search('karim alger'))).toEqual([ids.karim]);
    expect(idsOf(await search('nobody'))).toEqual([]);
  });

  it('matches Arabic names, whatever the spelling of their letters', async () => {
    expect(idsOf(await search('فاطمه'))).toEqual([ids.fatima]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(idsOf(await search('%'))).toEqual([]);
  });

  it('pages with next and previous links', async () => {
    for (let i = 0; i < 22; i++) await addDoctor('Page', `Doctor${i}`, 'Blida', cardio?.code as string);
    const first = await search('blida');
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    expect(first.next).toMatch(/^\/api\/doctor\/search\/list\?search=blida&page=2&after=[\w-]+$/);
    const second = await search('blida', 2);
    expect(second.results).toHaveLength(2);
    expect(second).toMatchObject({ next: null, previous: '/api/doctor/search/list?search=blida&page=1' });
    // The next link continues after the first page's last card, without counting rows again.
    const viaNext = await ctx.app.inject({ method: 'GET', url: first.next as string });
    expect(viaNext.json().results).toEqual(second.results);
  });

  it('answers the first page for a cursor it did not write', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/doctor/search/list?search=oran&after=garbage',
    });
    expect(res.json()).toMatchObject({ count: 1, previous: null });
  });

  it('answers one doctor card by id, or 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/search/${ids.hadjer}/` });
    expect(res.json()).toMatchObject({ id: ids.hadjer, full_name: 'Hadjer Bélaïd' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/search/999999/' })).statusCode).toBe(404);
  });

  it('lists the doctors of one specialty, certified first, for recommendations', async () => {
    const [spec] = await ctx.deps.db
      .select({ id: specializations.id })
      .from(specializations)
      .where(eq(specializations.code, cardio?.code as string));
    const list = await listDoctorsBySpecialty(ctx.deps.db, spec?.id as number, 2);
    expect(list.map((d) => d.id)).toEqual([ids.karim, ids.hadjer]);
    expect(list[0]).toHaveProperty('specialization_name', cardio?.en);
  });
});
