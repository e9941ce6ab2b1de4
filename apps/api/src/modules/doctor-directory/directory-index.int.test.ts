import { DOCTOR_WORDS, SPECIALTIES, SPECIALTY_WORDS, WILAYAS } from '@reayah/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '#api/lib/search-text.ts';
import { listDoctorsBySpecialty, searchDoctors } from '#api/test/directory-sql.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// The index in memory answers exactly what the SQL search answered (kept as the oracle in
// test/directory-sql.ts): random doctors, random queries as people type them, every page.

const GIVEN = ['Karim', 'Hadjer', 'Amina', 'Farid', 'Nadia', 'Yacine', 'Ilyès', 'Anaïs', 'Sofiane', 'Lydia'];
const FAMILY = [
  'Benali',
  'Bélaïd',
  'Ben Ahmed',
  'Benamar',
  'Bouzid',
  'Kaci',
  'Hadj-Ali',
  'Aït Ouali',
  'Saïdi',
  'Zerrouki',
  'Mébarki',
  'Si Ahmed',
];
const ARABIC = ['بن علي', 'بلعيد', 'قاسي', 'فاطمة', 'سعيدي', 'مُحَمَّد', 'أحمد', 'إيمان', 'زروقي', 'بوزيد'];
const STREETS = ['Rue Didouche Mourad', 'Boulevard Zighoud Youcef', 'Cité 500 Logements', 'شارع الاستقلال'];
const NAME_WORDS = [...GIVEN, ...FAMILY, ...ARABIC].flatMap((n) => foldForSearch(n).split(/[^\p{L}\p{N}]+/u));
const TEXT_WORDS = [...STREETS, 'Larbi Ben Mhidi', ...WILAYAS.slice(0, 6).map((w) => w.name)].flatMap((n) =>
  foldForSearch(n).split(/[^\p{L}\p{N}]+/u),
);

let ctx: TestContext;
let specialtyIds: number[] = [];
const userIds: number[] = [];

/** Inserts `n` doctors drawn from `seed`: names, specialty, address, wilaya, verified, suspended, soonest slot. */
async function addDoctors(n: number, seed: number) {
  const random = mulberry(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const now = Date.now();
  // Few distinct times, so that doctors tie on them and the id decides.
  const times = [null, now + 3_600_000, now + 86_400_000, now + 7 * 86_400_000, now - 60_000];
  for (let i = 0; i < n; i++) {
    const arabic = random() < 0.3;
    const first = arabic ? pick(ARABIC) : pick(GIVEN);
    const last = arabic ? pick(ARABIC) : pick(FAMILY);
    const fullName = random() < 0.1 ? `${first} ${last} ${pick(FAMILY)}` : `${first} ${last}`;
    const spec = random() < 0.85 ? pick(SPECIALTIES) : null;
    const specialtyId = spec ? (specialtyIds[SPECIALTIES.indexOf(spec)] ?? null) : null;
    const wilaya = random() < 0.8 ? pick(WILAYAS.slice(0, 6)).name : null;
    const address =
      random() < 0.8 ? `${1 + Math.floor(random() * 40)} ${pick(STREETS)}, ${wilaya ?? 'Alger'}` : '';
    const certified = random() < 0.4;
    const next = pick(times);
    const [user] = (
      (await ctx.deps.db
        .execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, suspended_at)
        VALUES (${`d${seed}-${i}@example.dz`}, 'x', ${first}, ${last}, ${random() < 0.05 ? new Date().toISOString() : null})
        RETURNING id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await ctx.deps.db.execute(sql`INSERT INTO doctors
      (user_id, full_name, address, wilaya, specialization_id, is_certified, next_free_at, search_text)
      VALUES (${user?.id}, ${fullName}, ${address}, ${wilaya}, ${specialtyId}, ${certified},
        ${next === null ? null : new Date(next).toISOString()},
        ${foldForSearch(fullName, spec?.en, spec?.fr, spec?.ar, address, wilaya)})`);
    userIds.push(Number(user?.id));
  }
}

function mulberry(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const word = fc.oneof(
  // A name word, whole or begun (three letters or more, or fewer).
  fc
    .tuple(fc.constantFrom(...NAME_WORDS), fc.integer({ min: 1, max: 8 }))
    .map(([w, n]) => w.slice(0, Math.max(n, 1))),
  fc.constantFrom(...GIVEN, ...FAMILY, ...ARABIC),
  // A specialty in everyday words, in any of the four languages, whole or begun.
  fc
    .tuple(fc.constantFrom(...Object.values(SPECIALTY_WORDS).flat()), fc.integer({ min: 3, max: 12 }))
    .map(([w, n]) => w.slice(0, n)),
  fc.constantFrom(...SPECIALTIES.flatMap((s) => [s.en, s.fr, s.ar])),
  fc.constantFrom(...WILAYAS.slice(0, 8).flatMap((w) => [w.name, w.ar])),
  fc.constantFrom(...DOCTOR_WORDS),
  // Words found only in addresses, and nowhere.
  fc.constantFrom('didouche', 'rue', 'logements', 'الاستقلال', 'zzz', '500', 'mhidi'),
  // Any part of a word of the search texts (found in the whole text only), or of none.
  fc
    .tuple(fc.constantFrom(...TEXT_WORDS), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 6 }))
    .map(([w, at, n]) => w.slice(at % w.length, (at % w.length) + n)),
);
const query = fc.record({
  search: fc.oneof(
    fc.constant(''),
    fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    fc.constantFrom('!!', ' - ', '%', '_'),
  ),
  page: fc.integer({ min: 1, max: 6 }),
  verifiedOnly: fc.boolean(),
  wilaya: fc.option(fc.constantFrom(...WILAYAS.slice(0, 6).map((w) => w.name)), { freq: 3 }),
});

async function sameAnswers(runs: number, seed: number) {
  await fc.assert(
    fc.asyncProperty(query, async ({ search, page, verifiedOnly, wilaya }) => {
      const filters = { verifiedOnly, wilaya, now: new Date() };
      const offset = (page - 1) * 20;
      const expected = await searchDoctors(ctx.deps.db, search, offset, 20, filters);
      const { count, cards, more } = await ctx.deps.directory.search(search, offset, 20, filters);
      expect({ count, results: cards.map((c) => JSON.parse(c) as unknown), more }).toEqual(expected);
    }),
    { numRuns: runs, seed },
  );
  for (const id of specialtyIds) {
    const now = new Date();
    const cards = await ctx.deps.directory.ofSpecialty(id, 20, now);
    expect(cards.map((c) => JSON.parse(c) as unknown)).toEqual(
      await listDoctorsBySpecialty(ctx.deps.db, id, 20, now),
    );
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = (await ctx.deps.db.execute(sql`SELECT id, code FROM specializations`)) as unknown as {
    rows: { id: number; code: string }[];
  };
  specialtyIds = SPECIALTIES.map((s) => Number(rows.find((r) => r.code === s.code)?.id));
  await addDoctors(400, 1);
});
afterAll(async () => {
  await ctx.close();
});

describe('the directory index', () => {
  it('answers every page as the SQL search did', async () => {
    await sameAnswers(250, 7);
  }, 120_000);

  it('answers as the SQL search after doctors change, are suspended, leave or join', async () => {
    const random = mulberry(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    for (let i = 0; i < 60; i++) {
      const user = pick(userIds);
      const change = Math.floor(random() * 6);
      if (change === 0)
        await ctx.deps.db.execute(sql`UPDATE users SET suspended_at = CASE WHEN suspended_at IS NULL
          THEN now() END WHERE id = ${user}`);
      else if (change === 1)
        await ctx.deps.db.execute(
          sql`UPDATE doctors SET is_certified = NOT is_certified WHERE user_id = ${user}`,
        );
      else if (change === 2)
        await ctx.deps.db.execute(sql`UPDATE doctors SET full_name = ${`${pick(GIVEN)} ${pick(FAMILY)}`}
          WHERE user_id = ${user}`);
      else if (change === 3)
        await ctx.deps.db.execute(sql`UPDATE doctors SET specialization_id = ${pick(specialtyIds)},
          address = ${random() < 0.5 ? '' : '2 Rue Larbi Ben Mhidi'} WHERE user_id = ${user}`);
      else if (change === 4)
        await ctx.deps.db
          .execute(sql`UPDATE doctors SET next_free_at = now() + ${`${Math.floor(random() * 90)} minutes`}::interval
          WHERE user_id = ${user}`);
      else await ctx.deps.db.execute(sql`DELETE FROM users WHERE id = ${user}`);
    }
    await addDoctors(40, 2);
    await sameAnswers(150, 8);
  }, 120_000);
});
