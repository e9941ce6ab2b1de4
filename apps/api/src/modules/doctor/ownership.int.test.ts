import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import {
  type Cast,
  CLINIC_FIELDS,
  clinicForm,
  createCast,
  dayFromToday,
  multipart,
  seedFolder,
  seedGrant,
} from './test/support.ts';

// Every doctor-area route, called by its doctor, another doctor, a patient and nobody.

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Caller = 'owner' | 'otherDoctor' | 'patient' | 'anonymous';
type Call = (headers: Record<string, string>) => InjectOptions;
interface Case {
  name: string;
  ok: number;
  /** Routes every doctor may call for themself (no doctor or record of another in the request). */
  anyDoctor?: boolean;
  /**
   * What another doctor gets when it is not 403: another doctor's row, or a patient's folder not
   * shared with them, answers as one that does not exist (404; 400 for a consultation named in the body).
   */
  otherDoctor?: number;
  /** Creates what the route acts on, and answers the request to make. */
  prepare: () => Promise<Call>;
}

const json =
  (method: InjectOptions['method'], url: string, payload?: object): Call =>
  (headers) => ({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
const d = () => cast.doctor.doctorId;
const p = () => cast.patient.patientId;
let slotDay = 1;

async function ownerCall<T>(options: InjectOptions): Promise<T> {
  const res = await ctx.app.inject({ ...options, headers: { ...options.headers, ...cast.doctor.auth } });
  if (res.statusCode >= 300) throw new Error(`${options.url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
const newSlot = () =>
  ownerCall<{ id: number }>({
    method: 'POST',
    url: '/api/doctor/CreateBooking/',
    payload: { day: dayFromToday(slotDay++), start_time: '08:00', end_time: '08:30' },
  });
const newAppointment = () =>
  ownerCall<{ id: number }>({
    method: 'POST',
    url: `/api/doctor/create_appointment/${d()}/${p()}/`,
    payload: { day: dayFromToday(3), start_time: '11:00', end_time: '11:30' },
  });
const newConsultation = () =>
  ownerCall<{ id: number }>({
    method: 'POST',
    url: '/api/doctor/CreateConsultation/',
    payload: { patient: p(), objective: 'Check-up', content: 'Stable.', next_consultaion: dayFromToday(30) },
  });
/** The doctor's clinic, created on first use. */
async function theClinic() {
  const profile = await ownerCall<{ clinic: { clinic_id: number } | null }>({
    method: 'GET',
    url: `/api/doctor/UpdateProfile/${d()}/`,
  });
  if (profile.clinic) return profile.clinic.clinic_id;
  return (
    await ownerCall<{ id: number }>({ method: 'POST', url: '/api/doctor/CreateClinic/', ...clinicForm() })
  ).id;
}
const multipartCall =
  (method: InjectOptions['method'], url: string, form: ReturnType<typeof multipart>): Call =>
  (headers) => ({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });

const cases: Case[] = [
  {
    name: 'GET UpdateProfile',
    ok: 200,
    prepare: async () => json('GET', `/api/doctor/UpdateProfile/${d()}/`),
  },
  {
    name: 'PATCH UpdateProfile',
    ok: 200,
    prepare: async () =>
      multipartCall('PATCH', `/api/doctor/UpdateProfile/${d()}/`, multipart({ address: 'Oran' })),
  },
  {
    name: 'GET profile certification',
    ok: 200,
    prepare: async () => {
      await ownerCall({
        method: 'PATCH',
        url: `/api/doctor/UpdateProfile/${d()}/`,
        ...multipart(
          {},
          { certification: { filename: 'c.pdf', content: Buffer.from('%PDF-1.4\nx\n%%EOF\n') } },
        ),
      });
      return json('GET', `/api/doctor/UpdateProfile/${d()}/certification/`);
    },
  },
  {
    name: 'GET specialization',
    ok: 200,
    anyDoctor: true,
    prepare: async () => json('GET', '/api/doctor/specialization/'),
  },
  { name: 'GET overview', ok: 200, prepare: async () => json('GET', `/api/doctor/overview/${d()}/`) },
  {
    name: 'GET patient search',
    ok: 200,
    anyDoctor: true,
    prepare: async () => json('GET', '/api/patient/search/list?search=amina'),
  },
  {
    name: 'POST add_patient',
    ok: 200,
    prepare: async () => json('POST', `/api/doctor/add_patient/${d()}/${p()}/`),
  },
  {
    name: 'GET get_my_patients',
    ok: 200,
    prepare: async () => json('GET', `/api/doctor/get_my_patients/${d()}/`),
  },
  {
    name: 'POST sendRequest',
    ok: 201,
    prepare: async () => json('POST', `/api/doctor/sendRequest/${d()}/${p()}/`),
  },
  {
    name: 'GET folder files',
    ok: 200,
    otherDoctor: 404,
    prepare: async () => {
      const { folderId } = await seedFolder(ctx, p());
      await seedGrant(ctx, d(), p(), folderId);
      return json('GET', `/api/doctor/folder/${folderId}/files/`);
    },
  },
  {
    name: 'POST CreateConsultation',
    ok: 201,
    prepare: async () =>
      json('POST', '/api/doctor/CreateConsultation/', {
        doctor: d(),
        patient: p(),
        objective: 'Follow-up',
        content: 'Better.',
        next_consultaion: dayFromToday(10),
      }),
  },
  {
    name: 'POST CreateBloodTest',
    ok: 201,
    otherDoctor: 400,
    prepare: async () => {
      const { id } = await newConsultation();
      return json('POST', '/api/doctor/CreateBloodTest/', { consultation: id, name: 'HbA1c', value: '6.1%' });
    },
  },
  {
    name: 'POST CreateMedcineItems',
    ok: 201,
    otherDoctor: 400,
    prepare: async () => {
      const { id } = await newConsultation();
      return json('POST', '/api/doctor/CreateMedcineItems/', {
        consultation: id,
        name: 'Metformin',
        dose: '500 mg',
        frequency: 'twice a day',
      });
    },
  },
  {
    name: 'POST CreateClinic naming the doctor',
    ok: 201,
    prepare: async () =>
      multipartCall(
        'POST',
        '/api/doctor/CreateClinic/',
        clinicForm({ ...CLINIC_FIELDS, doctor: String(d()) }),
      ),
  },
  {
    name: 'GET GetUpdateClinic',
    ok: 200,
    otherDoctor: 404,
    prepare: async () => json('GET', `/api/doctor/GetUpdateClinic/${await theClinic()}/`),
  },
  {
    name: 'PATCH GetUpdateClinic',
    ok: 200,
    otherDoctor: 404,
    prepare: async () =>
      multipartCall(
        'PATCH',
        `/api/doctor/GetUpdateClinic/${await theClinic()}/`,
        multipart({ name: 'Clinique Nour' }),
      ),
  },
  {
    name: 'GET clinic certification',
    ok: 200,
    otherDoctor: 404,
    prepare: async () => json('GET', `/api/doctor/GetUpdateClinic/${await theClinic()}/certification/`),
  },
  {
    name: 'POST CreateBooking',
    ok: 201,
    prepare: async () =>
      json('POST', '/api/doctor/CreateBooking/', {
        doctor: d(),
        day: dayFromToday(slotDay++),
        start_time: '12:00',
        end_time: '12:30',
      }),
  },
  {
    name: 'PATCH UpdateDeleteBooking',
    ok: 200,
    otherDoctor: 404,
    prepare: async () =>
      json('PATCH', `/api/doctor/UpdateDeleteBooking/${(await newSlot()).id}/`, { existing: false }),
  },
  {
    name: 'DELETE UpdateDeleteBooking',
    ok: 204,
    otherDoctor: 404,
    prepare: async () => json('DELETE', `/api/doctor/UpdateDeleteBooking/${(await newSlot()).id}/`),
  },
  {
    name: 'GET allBooking_doctor',
    ok: 200,
    prepare: async () => json('GET', `/api/doctor/allBooking_doctor/${d()}/`),
  },
  {
    name: 'POST create_appointment',
    ok: 201,
    prepare: async () =>
      json('POST', `/api/doctor/create_appointment/${d()}/${p()}/`, {
        day: dayFromToday(4),
        start_time: '10:00',
        end_time: '10:30',
      }),
  },
  {
    name: 'PATCH update_delete_appointment',
    ok: 200,
    prepare: async () =>
      json('PATCH', `/api/doctor/update_delete_appointment/${d()}/${(await newAppointment()).id}/`, {
        is_completed: true,
      }),
  },
  {
    name: 'DELETE update_delete_appointment',
    ok: 204,
    prepare: async () =>
      json('DELETE', `/api/doctor/update_delete_appointment/${d()}/${(await newAppointment()).id}/`),
  },
  {
    name: 'GET get_my_patients_appointments',
    ok: 200,
    prepare: async () => json('GET', `/api/doctor/get_my_patients_appointments/${d()}/`),
  },
];

const EXPECTED: Record<Exclude<Caller, 'owner'>, number> = { anonymous: 401, patient: 403, otherDoctor: 403 };

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'patient') return cast.patient.auth;
  return caller === 'owner' ? cast.doctor.auth : cast.otherDoctor.auth;
}

describe('who may call each doctor route', () => {
  it.each(cases)('$name', async ({ prepare, ok, anyDoctor, otherDoctor }) => {
    const call = await prepare();
    for (const caller of ['anonymous', 'patient', 'otherDoctor'] as const) {
      const res = await ctx.app.inject(call(headersOf(caller)));
      const expected =
        caller === 'otherDoctor' ? (anyDoctor ? ok : (otherDoctor ?? EXPECTED[caller])) : EXPECTED[caller];
      expect(`${caller}: ${res.statusCode}`).toBe(`${caller}: ${expected}`);
    }
    const res = await ctx.app.inject(call(headersOf('owner')));
    expect(`owner: ${res.statusCode} ${res.statusCode === ok ? '' : res.body}`).toBe(`owner: ${ok} `);
  });
});
