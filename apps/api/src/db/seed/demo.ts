import { SPECIALTIES } from '@reayah/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '#api/deps.ts';
import { hashPassword } from '#api/lib/auth/passwords.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { doctors, patients, specializations, users } from '../schema/index.ts';
import { BIOGRAPHIES, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, WILAYAS } from './demo-people.ts';
import { ALGERIA_ZONE } from '../algeria-time.ts';

export const DEMO_PASSWORD = 'demo-pass-2024';
const DOCTOR_COUNT = 60;
const SLOT_DAYS = 14;

export interface DemoLogin {
  role: 'patient' | 'doctor';
  email: string;
}

const DEMO_PATIENTS = [
  {
    first: 'Amina',
    last: 'Benali',
    email: 'amina.patient@reayah.dz',
    gender: 'F',
    address: '12 Rue Didouche Mourad, Alger',
    blood: 'A+',
    dob: '1992-04-18',
    age: 33,
  },
  {
    first: 'Yacine',
    last: 'Haddad',
    email: 'yacine.patient@reayah.dz',
    gender: 'M',
    address: '7 Boulevard de la Soummam, Oran',
    blood: 'O+',
    dob: '1986-11-02',
    age: 39,
  },
] as const;

function demoDoctor(i: number) {
  const female = i % 2 === 1;
  const given = (female ? FEMALE_NAMES : MALE_NAMES)[(i * 7) % 20] as string;
  const family = FAMILY_NAMES[(i * 11 + 3) % FAMILY_NAMES.length] as string;
  const place = WILAYAS[i % WILAYAS.length] as (typeof WILAYAS)[number];
  const specialty = SPECIALTIES[i % SPECIALTIES.length] as (typeof SPECIALTIES)[number];
  return {
    first: given,
    last: family,
    email:
      i === 0
        ? 'doctor@reayah.dz'
        : `${`dr.${given}.${family}.${i}`.toLowerCase().replace(/\s+/g, '')}@reayah.dz`,
    specialty,
    wilaya: place.wilaya,
    address: `${(i % 90) + 1} ${place.street}, ${place.wilaya}`,
    phone: `0${5 + (i % 3)}${String(50_000_000 + i * 7_919).slice(0, 8)}`,
    biography: BIOGRAPHIES[i % BIOGRAPHIES.length] as string,
    age: 32 + ((i * 5) % 30),
    isCertified: i % 3 === 0,
  };
}

/**
 * Creates the demo practice once, and keeps two weeks of free slots ahead on every start. Demo
 * accounts share a published password, so they are never added to a database that already holds
 * other people's accounts: then nothing is seeded and the answer is null.
 */
export async function seedDemo(deps: Deps): Promise<DemoLogin[] | null> {
  const { db } = deps;
  const logins: DemoLogin[] = [
    ...DEMO_PATIENTS.map((p) => ({ role: 'patient' as const, email: p.email })),
    { role: 'doctor', email: demoDoctor(0).email },
  ];
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoDoctor(0).email));
  if (!existing) {
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    if (someone) return null;
    await createDemoPeople(deps);
  }
  await topUpSlots(deps);
  return logins;
}

async function createDemoPeople(deps: Deps) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const specIds = new Map(
    (await deps.db.select({ id: specializations.id, code: specializations.code }).from(specializations)).map(
      (s) => [s.code, s.id],
    ),
  );
  // The demo accounts' email and mobile number are verified, so they receive their mail and texts.
  const verifiedAt = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [i, p] of DEMO_PATIENTS.entries()) {
      const [u] = await tx
        .insert(users)
        .values({
          email: p.email,
          phone: `+21355000${String(i + 1).padStart(4, '0')}`,
          emailVerifiedAt: verifiedAt,
          phoneVerifiedAt: verifiedAt,
          passwordHash,
          firstName: p.first,
          lastName: p.last,
        })
        .returning({ id: users.id });
      if (!u) throw new Error('demo user not created');
      const fullName = `${p.first} ${p.last}`;
      await tx.insert(patients).values({
        userId: u.id,
        fullName,
        gender: p.gender,
        address: p.address,
        bloodType: p.blood,
        dateOfBirth: p.dob,
        age: p.age,
        phoneNumber: '0550123456',
        description: 'Demo patient account.',
        searchText: foldForSearch(fullName),
      });
    }
    for (let i = 0; i < DOCTOR_COUNT; i++) {
      const d = demoDoctor(i);
      const [u] = await tx
        .insert(users)
        .values({
          email: d.email,
          phone: `+21366${String(i).padStart(7, '0')}`,
          emailVerifiedAt: verifiedAt,
          phoneVerifiedAt: verifiedAt,
          passwordHash,
          firstName: d.first,
          lastName: d.last,
        })
        .returning({ id: users.id });
      if (!u) throw new Error('demo user not created');
      const fullName = `${d.first} ${d.last}`;
      await tx.insert(doctors).values({
        userId: u.id,
        fullName,
        phoneNumber: d.phone,
        address: d.address,
        wilaya: d.wilaya,
        specializationId: specIds.get(d.specialty.code) ?? null,
        biography: d.biography,
        age: d.age,
        isCertified: d.isCertified,
        searchText: foldForSearch(fullName, d.specialty.en, d.specialty.fr, d.specialty.ar, d.address),
      });
    }
  });
}

/** For every demo doctor, four free slots on each of the next 14 days that have none yet. */
async function topUpSlots(deps: Deps) {
  await deps.db.execute(sql`
    INSERT INTO slots (doctor_id, day, start_time, end_time, existing)
    SELECT d.id, g.slot_day::date, t.start_time, t.end_time, true
    FROM doctors d
    JOIN users u ON u.id = d.user_id AND u.email LIKE '%@reayah.dz'
    CROSS JOIN generate_series(
      (now() AT TIME ZONE ${ALGERIA_ZONE})::date + 1,
      (now() AT TIME ZONE ${ALGERIA_ZONE})::date + ${SLOT_DAYS}::int,
      interval '1 day'
    ) AS g(slot_day)
    CROSS JOIN (VALUES (time '09:00', time '09:30'), (time '10:00', time '10:30'),
                       (time '14:00', time '14:30'), (time '15:30', time '16:00')) AS t(start_time, end_time)
    WHERE extract(isodow FROM g.slot_day) <> 5
      AND NOT EXISTS (SELECT 1 FROM slots s WHERE s.doctor_id = d.id AND s.day = g.slot_day::date)
  `);
}
