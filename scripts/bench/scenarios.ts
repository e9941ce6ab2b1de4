import { randomUUID } from 'node:crypto';
import { createTokenSigner, type Identity } from '../../apps/api/src/lib/auth/tokens.ts';
import { nameSearches, specialtySearches, symptomMessages } from './long-tail.ts';
import { BENCH_PASSWORD, type Exec } from './seed.ts';

export interface Scenario {
  name: string;
  /** What the target says about it: search-like (1,000 req/s; p99 < 50 ms at 500/s) or one-row. */
  kind: 'search' | 'one-row' | 'list' | 'write' | 'login';
  /** Answered from the public cache when it is on: measured with it off (the headline) and on. */
  cacheable?: boolean;
  /** Distinct requests drawn so far, for calls drawn from a long tail. */
  distinct?: () => number;
  method?: 'GET' | 'POST';
  /** The next request's path, headers and body; called once per request. */
  next(): { path: string; headers?: Record<string, string>; body?: string };
}

function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length] as T;
}

const json = { 'content-type': 'application/json' };

/**
 * Visitors come from many addresses, each counted by the visitor limit on its own row (the API
 * runs behind one trusted proxy in the benchmark): one address would queue every request on one
 * row and be refused after 120 a minute.
 */
let visitorCount = 0;
export function asVisitor(): Record<string, string> {
  const n = visitorCount++ % 50_000;
  return { 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` };
}

/** Every call the benchmark measures, with identities signed for seeded patients and doctors. */
export async function buildScenarios(exec: Exec, jwtSecret: string): Promise<Scenario[]> {
  const signer = createTokenSigner(jwtSecret, () => new Date());
  const sign = (identity: Identity) => signer.signAccess(identity, randomUUID());
  const patientRows = (
    await exec(`SELECT p.id, p.user_id, u.email FROM patients p JOIN users u ON u.id = p.user_id
                WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.id) ORDER BY p.id LIMIT 500`)
  ).rows;
  const doctorRows = (await exec('SELECT id, user_id FROM doctors ORDER BY id LIMIT 500')).rows;
  const patients = await Promise.all(
    patientRows.map(async (r) => ({
      id: Number(r.id),
      email: String(r.email),
      auth: `Bearer ${await sign({ userId: Number(r.user_id), patientId: Number(r.id), doctorId: null })}`,
    })),
  );
  const doctors = await Promise.all(
    doctorRows.map(async (r) => ({
      id: Number(r.id),
      auth: `Bearer ${await sign({ userId: Number(r.user_id), patientId: null, doctorId: Number(r.id) })}`,
    })),
  );
  const freeSlots = (
    await exec('SELECT id FROM slots WHERE existing ORDER BY id DESC LIMIT 100000')
  ).rows.map((r) => Number(r.id));

  const patient = cycle(patients);
  const doctor = cycle(doctors);
  const names = nameSearches(1);
  const specialties = specialtySearches(2);
  const symptoms = symptomMessages(3);
  const asPatient = (path: (id: number) => string) => () => {
    const p = patient();
    return { path: path(p.id), headers: { authorization: p.auth } };
  };
  const asDoctor = (path: (id: number) => string) => () => {
    const d = doctor();
    return { path: path(d.id), headers: { authorization: d.auth } };
  };
  let slot = 0;

  return [
    {
      name: 'doctor search, names as typed',
      kind: 'search',
      cacheable: true,
      distinct: names.distinct,
      next: () => ({ path: names.next(), headers: asVisitor() }),
    },
    {
      name: 'doctor search, specialty and wilaya as typed',
      kind: 'search',
      cacheable: true,
      distinct: specialties.distinct,
      next: () => ({ path: specialties.next(), headers: asVisitor() }),
    },
    {
      name: 'symptom recommendation',
      kind: 'search',
      method: 'POST',
      cacheable: true,
      distinct: symptoms.distinct,
      // As visitors on the home page ask: a signed-in patient may ask 30 a minute, which the
      // benchmark's 500 patients would exhaust within seconds at the target's rate.
      next: () => ({
        path: '/api/base/recommendation_doctor/backup/v0/',
        headers: { ...json, ...asVisitor() },
        body: JSON.stringify({ input: symptoms.next() }),
      }),
    },
    {
      name: 'doctor card (one row, public)',
      kind: 'one-row',
      next: () => ({ path: `/api/doctor/search/${doctor().id}`, headers: asVisitor() }),
    },
    { name: 'who am I (one row, signed in)', kind: 'one-row', next: asPatient(() => '/api/auth/me/') },
    { name: 'patient profile (one row)', kind: 'one-row', next: asPatient((id) => `/api/patient/${id}`) },
    {
      name: "a doctor's free slots",
      kind: 'list',
      next: asPatient(() => `/api/patient/all-bookings/${doctor().id}`),
    },
    {
      name: 'booking a slot',
      kind: 'write',
      method: 'POST',
      next: () => {
        const p = patient();
        const id = freeSlots[slot++ % freeSlots.length];
        return {
          path: `/api/patient/${p.id}/booking/${id}`,
          headers: { ...json, authorization: p.auth },
          body: JSON.stringify({ appointment_reason: 'Contrôle' }),
        };
      },
    },
    { name: "patient's appointments", kind: 'list', next: asPatient((id) => `/api/patient/${id}/bookings`) },
    { name: "patient's folders", kind: 'list', next: asPatient((id) => `/api/patient/${id}/folder`) },
    {
      name: "doctor's slots",
      kind: 'list',
      next: asDoctor((id) => `/api/doctor/allBooking_doctor/${id}/`),
    },
    {
      name: "doctor's appointments",
      kind: 'list',
      next: asDoctor((id) => `/api/doctor/get_my_patients_appointments/${id}/`),
    },
    { name: "doctor's patients", kind: 'list', next: asDoctor((id) => `/api/doctor/get_my_patients/${id}/`) },
    {
      name: 'login',
      kind: 'login',
      method: 'POST',
      next: () => ({
        path: '/api/auth/custom_token/',
        headers: json,
        body: JSON.stringify({ username: patient().email, password: BENCH_PASSWORD }),
      }),
    },
  ];
}
