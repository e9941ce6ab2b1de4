import { hash } from '@node-rs/argon2';
import { WILAYAS } from '../../apps/api/src/db/seed/demo-people.ts';
import { foldForSearch } from '../../apps/api/src/lib/search-text.ts';
import { BENCH_FAMILY_NAMES as FAMILY_NAMES, BENCH_GIVEN_NAMES as GIVEN } from './long-tail.ts';

/** Runs one SQL statement with positional parameters (pg and PGlite both fit). */
export type Exec = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface SeedSize {
  doctors: number;
  patients: number;
  slots: number;
  files: number;
}

export const BENCH_PASSWORD = 'bench-pass-2024';

/** 100,000 doctors, 1,000,000 slots, 200,000 patients and 1,000,000 files at scale 1. */
export function sizeAt(scale: number): SeedSize {
  const n = (base: number) => Math.max(10, Math.round(base * scale));
  return { doctors: n(100_000), patients: n(200_000), slots: n(1_000_000), files: n(1_000_000) };
}

/**
 * Fills an empty, migrated database in a few set-based statements (generate_series, no row
 * loops): doctors spread over the specialties and wilayas, ten slots per doctor over the coming
 * days (one in five booked, with its appointment), one folder of files per patient.
 */
export async function seedBench(exec: Exec, size: SeedSize, log: (line: string) => void): Promise<void> {
  const passwordHash = await hash(BENCH_PASSWORD);
  const specs = (await exec('SELECT id, name, name_fr, name_ar FROM specializations ORDER BY id')).rows;
  const specIds = specs.map((s) => Number(s.id));
  const specFolded = specs.map((s) => foldForSearch(String(s.name), String(s.name_fr), String(s.name_ar)));
  const addresses = WILAYAS.map((w) => `${w.street}, ${w.wilaya}`);
  const params = {
    given: GIVEN,
    givenFolded: GIVEN.map((n) => foldForSearch(n)),
    family: FAMILY_NAMES,
    familyFolded: FAMILY_NAMES.map((n) => foldForSearch(n)),
  };
  // Names vary with g so that most (given, family) pairs occur: g picks the given name, g / given
  // count the family name; specialty and place are hashed from g, so none of them follows the
  // alphabetical order of names.
  const names = `
    $1::text[] AS given, $2::text[] AS given_f, $3::text[] AS family, $4::text[] AS family_f`;
  const pick = (arr: string, g: string) => `${arr}[1 + ((${g}) % array_length(${arr}, 1))]`;
  const pickFamily = (arr: string, g: string) =>
    `${arr}[1 + (((${g}) / array_length(given, 1)) % array_length(${arr}, 1))]`;

  const step = async (label: string, sql: string, args: unknown[]) => {
    const started = performance.now();
    await exec(sql, args);
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };

  await step(
    `${size.doctors.toLocaleString('en')} doctors`,
    `WITH n AS (SELECT ${names}),
     src AS (
       SELECT g, ${pick('given', 'g')} AS first, ${pickFamily('family', 'g')} AS last,
              ${pick('given_f', 'g')} AS first_f, ${pickFamily('family_f', 'g')} AS last_f,
              1 + (hashint4(g)::bigint + 2147483648) % array_length($6::int[], 1) AS s,
              1 + (hashint4(g + 7)::bigint + 2147483648) % array_length($8::text[], 1) AS w
       FROM n, generate_series(1, $5::int) g),
     u AS (
       INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'doctor' || g || '@bench.dz', $10, first, last FROM src ORDER BY g
       RETURNING id, email)
     INSERT INTO doctors (user_id, full_name, address, wilaya, specialization_id, is_certified, search_text)
     SELECT u.id, 'Dr. ' || first || ' ' || last, ($8::text[])[w], split_part(($8::text[])[w], ', ', 2),
            ($6::int[])[s], g % 3 <> 0,
            'dr. ' || first_f || ' ' || last_f || ' ' || ($7::text[])[s] || ' ' || ($9::text[])[w]
     FROM src JOIN u ON u.email = 'doctor' || src.g || '@bench.dz' ORDER BY g`,
    [
      params.given,
      params.givenFolded,
      params.family,
      params.familyFolded,
      size.doctors,
      specIds,
      specFolded,
      addresses,
      addresses.map((a) => foldForSearch(a)),
      passwordHash,
    ],
  );

  await step(
    `${size.patients.toLocaleString('en')} patients`,
    `WITH n AS (SELECT ${names}),
     src AS (
       SELECT g, ${pick('given', 'g + 7')} AS first, ${pickFamily('family', 'g + 7')} AS last,
              ${pick('given_f', 'g + 7')} AS first_f, ${pickFamily('family_f', 'g + 7')} AS last_f
       FROM n, generate_series(1, $5::int) g),
     u AS (
       INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'patient' || g || '@bench.dz', $6, first, last FROM src ORDER BY g
       RETURNING id, email)
     INSERT INTO patients (user_id, full_name, gender, age, search_text)
     SELECT u.id, first || ' ' || last, CASE WHEN g % 2 = 0 THEN 'F' ELSE 'M' END, 18 + g % 70,
            first_f || ' ' || last_f
     FROM src JOIN u ON u.email = 'patient' || src.g || '@bench.dz' ORDER BY g`,
    [...Object.values(params), size.patients, passwordHash],
  );

  const perDoctor = Math.max(1, Math.round(size.slots / size.doctors));
  await step(
    `${(perDoctor * size.doctors).toLocaleString('en')} slots`,
    `INSERT INTO slots (doctor_id, day, start_time, end_time, existing)
     SELECT d.id, current_date + 1 + k / 4, time '08:00' + (k % 4) * interval '45 minutes',
            time '08:30' + (k % 4) * interval '45 minutes', (d.id + k) % 5 <> 0
     FROM doctors d, generate_series(0, $1::int - 1) k ORDER BY d.id, k`,
    [perDoctor],
  );

  await step(
    'appointments for the booked slots',
    `WITH p AS (SELECT count(*) AS n, min(id) AS first FROM patients)
     INSERT INTO appointments (doctor_id, patient_id, slot_id, appointment_date, day, start_time, end_time,
                               is_confirmed, appointment_reason)
     SELECT s.doctor_id, p.first + (s.id::bigint * 7919) % p.n, s.id, s.day, s.day, s.start_time, s.end_time, true,
            'Consultation'
     FROM slots s, p WHERE NOT s.existing`,
    [],
  );

  await step(
    "doctors' patient lists",
    `INSERT INTO doctor_patients (doctor_id, patient_id)
     SELECT DISTINCT doctor_id, patient_id FROM appointments ON CONFLICT DO NOTHING`,
    [],
  );

  const perFolder = Math.max(1, Math.round(size.files / size.patients));
  await step(
    `${(perFolder * size.patients).toLocaleString('en')} file records`,
    `WITH f AS (
       INSERT INTO folders (patient_id, name) SELECT id, 'Analyses' FROM patients ORDER BY id
       RETURNING id)
     INSERT INTO files (folder_id, name, storage_key, size, content_type)
     SELECT f.id, 'analyse-' || k || '.pdf', 'bench/' || f.id || '/' || k, 120000 + k, 'application/pdf'
     FROM f, generate_series(1, $1::int) k ORDER BY f.id, k`,
    [perFolder],
  );

  // As a server that has been running: statistics, hint bits and the visibility map in place, and
  // dirty pages written out. Otherwise the first reads of each page write it again and autovacuum
  // goes through the new tables while the calls are measured (stalls of 100-250 ms at a fixed rate).
  await step('VACUUM ANALYZE', 'VACUUM (ANALYZE)', []);
  await step('CHECKPOINT', 'CHECKPOINT', []);
}
