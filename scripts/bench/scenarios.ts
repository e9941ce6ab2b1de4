import { createTokenSigner, type Identity } from '../../apps/api/src/lib/auth/tokens.ts';
import { BENCH_PASSWORD, type Exec } from './seed.ts';

export interface Scenario {
  name: string;
  /** What the target says about it: search-like (1,000 req/s; p99 < 50 ms at 500/s) or one-row. */
  kind: 'search' | 'one-row' | 'list' | 'write' | 'login';
  method?: 'GET' | 'POST';
  /** The next request's path, headers and body; called once per request. */
  next(): { path: string; headers?: Record<string, string>; body?: string };
}

const NAMES = ['benali', 'haddad', 'mansouri', 'bouzid', 'saidi', 'khelifi', 'amrani', 'brahimi'];
const SPECIALTIES = ['cardio', 'pediatr', 'dermato', 'gyneco', 'ophtalmo', 'neuro', 'psychiatr', 'orl'];
const PLACES = ['oran', 'constantine', 'annaba', 'tlemcen', 'setif', 'blida', 'bejaia', 'alger'];
const SYMPTOMS = [
  "j'ai mal au coeur et je suis essoufflé",
  'my child has a fever and a rash',
  'I have a sore throat and my ear hurts',
  'douleur au genou depuis une chute',
  'أعاني من صداع شديد ودوخة',
  'itchy red patches on my skin',
];

function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length] as T;
}

const json = { 'content-type': 'application/json' };

/** Every call the benchmark measures, with identities signed for seeded patients and doctors. */
export async function buildScenarios(exec: Exec, jwtSecret: string): Promise<Scenario[]> {
  const signer = createTokenSigner(jwtSecret, () => new Date());
  const sign = (identity: Identity) => signer.signAccess(identity);
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
  const search = (terms: string[]) => {
    const term = cycle(terms);
    return () => ({ path: `/api/doctor/search/list?search=${encodeURIComponent(term())}` });
  };
  const asPatient = (path: (id: number) => string) => () => {
    const p = patient();
    return { path: path(p.id), headers: { authorization: p.auth } };
  };
  const asDoctor = (path: (id: number) => string) => () => {
    const d = doctor();
    return { path: path(d.id), headers: { authorization: d.auth } };
  };
  const symptom = cycle(SYMPTOMS);
  let slot = 0;

  return [
    { name: 'doctor search by name', kind: 'search', next: search(NAMES) },
    { name: 'doctor search by specialty', kind: 'search', next: search(SPECIALTIES) },
    { name: 'doctor search by place', kind: 'search', next: search(PLACES) },
    {
      name: 'doctor search, specialty and place',
      kind: 'search',
      next: search(SPECIALTIES.map((s, i) => `${s} ${PLACES[i]}`)),
    },
    {
      name: 'symptom recommendation',
      kind: 'search',
      method: 'POST',
      next: () => {
        const p = patient();
        return {
          path: '/api/base/recommendation_doctor/backup/v0/',
          headers: { ...json, authorization: p.auth },
          body: JSON.stringify({ input: symptom() }),
        };
      },
    },
    {
      name: 'doctor card (one row, public)',
      kind: 'one-row',
      next: () => ({ path: `/api/doctor/search/${doctor().id}` }),
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
