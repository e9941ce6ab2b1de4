import { SPECIALTIES } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, slots, specializations, users } from '#api/db/schema/index.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
const cardio = SPECIALTIES.find((s) => s.code === 'cardiology') ?? SPECIALTIES[0];

async function addDoctor(
  first: string,
  last: string,
  address: string,
  specialtyCode: string,
  isCertified = false,
  wilaya: string | null = null,
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
      wilaya,
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
    karim: await addDoctor('Karim', 'Saadi', '5 Rue Hassiba, Alger', cardio?.code as string, true, 'Alger'),
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
  it('answers the paginated shape with the kept fields, verified doctors first', async () => {
    const body = await search('');
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(idsOf(body)).toEqual([ids.fatima, ids.karim, ids.hadjer]);
    expect(body.results[1]).toEqual({
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
      wilaya: 'Alger',
      next_free_slot: null,
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
    expect(first.next).toBe('/api/doctor/search/list?search=blida&page=2');
    const second = await search('blida', 2);
    expect(second.results).toHaveLength(2);
    expect(second).toMatchObject({ next: null, previous: '/api/doctor/search/list?search=blida&page=1' });
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
    const cards = await ctx.deps.directory.ofSpecialty(spec?.id as number, 2, new Date());
    const list = cards.map((c) => JSON.parse(c) as { id: number });
    expect(list.map((d) => d.id)).toEqual([ids.karim, ids.hadjer]);
    expect(list[0]).toHaveProperty('specialization_name', cardio?.en);
  });

  it('keeps the doctors of one wilaya, asked for by its number or its French or Arabic name', async () => {
    const tlemcen = await addDoctor(
      'Nadia',
      'Kaci',
      '2 Boulevard Colonel Lotfi, Tlemcen',
      cardio?.code as string,
      false,
      'Tlemcen',
    );
    const url = (wilaya: string, q = '') =>
      `/api/doctor/search/list?search=${encodeURIComponent(q)}&wilaya=${encodeURIComponent(wilaya)}`;
    for (const asked of ['13', 'tlemcen', 'TLEMCEN', 'تلمسان']) {
      const body = (await ctx.app.inject({ method: 'GET', url: url(asked) })).json();
      expect(idsOf(body), asked).toEqual([tlemcen]);
      expect(body.results[0]).toMatchObject({ wilaya: 'Tlemcen' });
    }
    expect(idsOf((await ctx.app.inject({ method: 'GET', url: url('16', 'karim') })).json())).toEqual([
      ids.karim,
    ]);
    expect(idsOf((await ctx.app.inject({ method: 'GET', url: url('16', 'nadia') })).json())).toEqual([]);
  });

  it('refuses a wilaya that does not exist, naming the field', async () => {
    for (const asked of ['0', '59', 'Atlantis']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/search/list?wilaya=${asked}` });
      expect(res.statusCode, asked).toBe(400);
      expect(JSON.stringify(res.json())).toContain(
        'Wilaya must be the name of a wilaya or its number, from 1 to 58',
      );
    }
  });

  it("shows when each doctor's soonest free slot ahead starts, leaving out booked and past ones", async () => {
    const doctorId = await addDoctor('Slot', 'Keeper', 'Mila', cardio?.code as string, true, 'Mila');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await ctx.deps.db.insert(slots).values([
      { doctorId, day: day(-1), startTime: '09:00', endTime: '09:30' },
      { doctorId, day: day(2), startTime: '08:00', endTime: '08:30', existing: false },
      { doctorId, day: day(2), startTime: '10:00', endTime: '10:30' },
      { doctorId, day: day(5), startTime: '09:00', endTime: '09:30' },
    ]);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/search/list?wilaya=Mila' })).json();
    // Algeria is UTC+1 all year: 10:00 there is 09:00 UTC.
    expect(body.results[0]).toMatchObject({ id: doctorId, next_free_slot: `${day(2)}T09:00:00.000Z` });
    const card = (await ctx.app.inject({ method: 'GET', url: `/api/doctor/search/${doctorId}` })).json();
    expect(card.next_free_slot).toBe(`${day(2)}T09:00:00.000Z`);
    expect(idsOf(await search('karim')).length).toBe(1);
    expect((await search('karim')).results[0].next_free_slot).toBeNull();
  });

  it('finds a doctor by the first letters of a name, whole names first, then verified, then the soonest free slot', async () => {
    const soon = await addDoctor('Amine', 'Benaissa', 'Jijel', cardio?.code as string, false, 'Jijel');
    const later = await addDoctor('Walid', 'Benaissa', 'Jijel', cardio?.code as string, false, 'Jijel');
    const verified = await addDoctor('Omar', 'Benaissa', 'Jijel', cardio?.code as string, true, 'Jijel');
    const exact = await addDoctor('Yacine', 'Bena', 'Jijel', cardio?.code as string, false, 'Jijel');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await ctx.deps.db.insert(slots).values([
      { doctorId: later, day: day(6), startTime: '09:00', endTime: '09:30' },
      { doctorId: soon, day: day(1), startTime: '09:00', endTime: '09:30' },
    ]);
    const jijel = (q: string) => search(`${q} jijel`);
    expect(idsOf(await jijel('bena'))).toEqual([exact, verified, soon, later]);
    expect(idsOf(await jijel('benai'))).toEqual([verified, soon, later]);
    expect(idsOf(await jijel('BÉNAÏSSA wal'))).toEqual([later]);
  });

  it('finds doctors by the everyday name of their specialty, in four languages', async () => {
    const child = SPECIALTIES.find((s) => s.code === 'pediatrics')?.code as string;
    const teeth = SPECIALTIES.find((s) => s.code === 'dentistry')?.code as string;
    const kids = await addDoctor('Lamia', 'Ferhat', 'Skikda', child, true, 'Skikda');
    const dentist = await addDoctor('Mehdi', 'Ouali', 'Skikda', teeth, true, 'Skikda');
    for (const q of ['pédiatre', 'طبيب أطفال', 'pediatrician', 'Pédiatrie']) {
      const body = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/doctor/search/list?search=${encodeURIComponent(q)}&wilaya=21`,
        })
      ).json();
      expect(idsOf(body), q).toEqual([kids]);
    }
    for (const q of ['dentiste', 'tbib snan', 'أسنان']) {
      const body = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/doctor/search/list?search=${encodeURIComponent(q)}&wilaya=21`,
        })
      ).json();
      expect(idsOf(body), q).toEqual([dentist]);
    }
  });
});
