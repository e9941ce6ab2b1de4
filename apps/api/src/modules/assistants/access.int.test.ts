import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients } from '#api/db/schema/index.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { readStream } from '#api/test/sse.ts';
import { dayFromToday } from '../doctor/test/support.ts';
import { type Auth, assistantCalls, type Doctor, type Patient, password } from './test/support.ts';

// What an assistant can never reach (medical routes, and every route outside the agenda), what the
// audit log says of what they do, and their removal. The tests run in order: the last ones remove
// the assistant.

let ctx: TestContext;
let doctor: Doctor;
let other: Doctor;
let patient: Patient;
const assistantEmail = `assistant-${Date.now()}@example.dz`;
let assistant: { userId: number; auth: Auth };

const { call, invite, codeFromMail, login, newAssistant, openSlot, setOpeningHours } = assistantCalls(
  () => ctx,
);

beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as Doctor;
  other = (await createAccount(ctx, 'doctor')) as Doctor;
  patient = (await createAccount(ctx, 'patient')) as Patient;
  assistant = await newAssistant(doctor, assistantEmail);
});
afterAll(async () => {
  await ctx.close();
});

// Every route of the doctor's medical work and the patients' medical data.
const MEDICAL = (doctorId: number, patientId: number): [string, string][] => [
  ['GET', '/api/doctor/consultations/'],
  ['POST', '/api/doctor/CreateConsultation/'],
  ['POST', '/api/doctor/CreateBloodTest/'],
  ['POST', '/api/doctor/CreateMedcineItems/'],
  ['GET', `/api/doctor/patients/${patientId}/record/`],
  ['GET', '/api/doctor/shared-folders/'],
  ['GET', '/api/doctor/folder/1/files/'],
  ['GET', `/api/doctor/get_my_patients/${doctorId}/`],
  ['POST', `/api/doctor/add_patient/${doctorId}/${patientId}/`],
  ['POST', `/api/doctor/sendRequest/${doctorId}/${patientId}/`],
  ['GET', `/api/doctor/overview/${doctorId}/`],
  ['GET', '/api/doctor/consultations/1/prescriptions'],
  ['POST', '/api/doctor/consultations/1/prescriptions'],
  ['POST', '/api/doctor/prescriptions/1/revoke'],
  ['GET', '/api/doctor/consultations/1/prescriptions/1/pdf'],
  ['GET', '/api/prescriptions/1/pdf'],
  ['GET', '/api/doctor/appointments/1/messages'],
  ['GET', '/api/conversations/'],
  ['GET', '/api/conversations/1/messages/'],
  ['POST', '/api/conversations/1/messages/'],
  ['POST', '/api/conversations/1/consultation/'],
  ['GET', '/api/conversations/1/files/1/'],
  ['GET', '/api/visits/'],
  ['GET', '/api/visits/1/'],
  ['POST', '/api/visits/1/consultation/'],
  ['GET', `/api/patient/${patientId}`],
  ['GET', `/api/patient/${patientId}/folder`],
  ['GET', `/api/patient/${patientId}/view-consultations`],
  ['GET', `/api/patient/folder/1/file/1/download`],
  ['GET', '/api/patient/search/list?search=a'],
];

describe('what an assistant can never see', () => {
  it('answers 403 on every medical route', async () => {
    const answers = [];
    for (const [method, url] of MEDICAL(doctor.doctorId, patient.patientId)) {
      const res = await call(method, url, assistant.auth, method === 'GET' ? undefined : {});
      answers.push(`${method} ${url} ${res.statusCode}`);
    }
    expect(answers).toEqual(MEDICAL(doctor.doctorId, patient.patientId).map(([m, u]) => `${m} ${u} 403`));
  });
});

// The doctor-area routes an assistant may use; everything else under /doctor, and every route of
// conversations, visits, prescriptions and patients, must refuse them.
const ADMITTED = new Set([
  'GET /api/doctor/agenda/',
  'GET /api/doctor/opening-hours/',
  'PUT /api/doctor/opening-hours/',
  'GET /api/doctor/absences/',
  'POST /api/doctor/absences/',
  'DELETE /api/doctor/absences/{absenceId}/',
  'POST /api/doctor/UpdateDeleteBooking/{bookingId}/cancel',
  'POST /api/doctor/CreateBooking/',
  'PATCH /api/doctor/UpdateDeleteBooking/{bookingId}/',
  'DELETE /api/doctor/UpdateDeleteBooking/{bookingId}/',
  'GET /api/doctor/allBooking_doctor/{doctorId}/',
  'PATCH /api/doctor/update_delete_appointment/{doctorId}/{appointmentId}/',
  'DELETE /api/doctor/update_delete_appointment/{doctorId}/{appointmentId}/',
  'GET /api/doctor/get_my_patients_appointments/{doctorId}/',
  'GET /api/doctor/appointments/{appointmentId}/calendar.ics',
  'POST /api/doctor/appointments/{appointmentId}/cancel',
  'POST /api/doctor/appointments/{appointmentId}/no-show',
  'POST /api/doctor/phone-bookings/',
  // The public directory of doctors.
  'GET /api/doctor/search/list',
  'GET /api/doctor/search/{doctorId}',
]);
const GUARDED = /^\/api\/(doctor|conversations|visits|prescriptions|patient)\b/;

describe('every route of the API', () => {
  it('refuses an assistant everywhere in the doctor area but the agenda, and in every medical area', async () => {
    const document = (await call('GET', '/api/docs/json')).json<{ paths: Record<string, object> }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const guarded = routes.filter((r) => GUARDED.test(r.path) && !ADMITTED.has(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(40);
    const answers = [];
    for (const { method, path } of guarded) {
      const url = path.replace(/\{doctorId\}/g, String(doctor.doctorId)).replace(/\{\w+\}/g, '1');
      const res = await call(
        method,
        url,
        assistant.auth,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      answers.push(`${method} ${path} ${res.statusCode}`);
    }
    expect(answers).toEqual(guarded.map((r) => `${r.method} ${r.path} 403`));
  });
});

describe('the audit log', () => {
  it('names the assistant and the doctor on every change, and the patient where one is touched', async () => {
    expect((await setOpeningHours(assistant.auth)).statusCode).toBe(200);
    // The patient chose the doctor: a telephone booking with their number joins their account.
    await ctx.deps.db
      .update(patients)
      .set({ phoneNumber: '0770 11 22 33' })
      .where(eq(patients.id, patient.patientId));
    const own = await call(
      'POST',
      `/api/patient/${patient.patientId}/booking/${await openSlot(doctor, 1)}/`,
      patient.auth,
      {},
    );
    expect(own.statusCode, own.body).toBe(201);
    const booked = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: await openSlot(doctor, 2),
      full_name: 'Anyone',
      phone: '+213770112233',
      language: 'en',
    });
    expect(booked.json()).toMatchObject({ patient: patient.patientId });

    await ctx.deps.audit.flush();
    const rows = await ctx.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, assistant.userId), isNotNull(auditEvents.forDoctorId)));
    expect(rows.every((r) => r.forDoctorId === doctor.doctorId)).toBe(true);
    const entities = rows.map((r) => r.entity);
    expect(entities).toContain('PUT /api/doctor/opening-hours/');
    expect(entities).toContain('POST /api/doctor/phone-bookings/');
    expect(rows.some((r) => r.entity === 'appointment' && r.patientId === patient.patientId)).toBe(true);

    const log = await call('GET', '/api/patient/access-log', patient.auth);
    expect(JSON.stringify(log.json())).toContain('Samia Benali');
  });
});

describe('removal', () => {
  it('refuses the assistant at once and closes their event streams', async () => {
    expect((await call('GET', '/api/doctor/opening-hours/', assistant.auth)).statusCode).toBe(200);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const open = await readStream(`${base}/api/events/`, assistant.auth);
    expect(open.status).toBe(200);
    expect(open.ended).toBe(false);
    const removed = await call('DELETE', `/api/doctor/assistants/${assistant.userId}/`, doctor.auth);
    expect(removed.statusCode).toBe(204);
    await open.waitFor(() => open.ended);
    expect((await call('GET', '/api/doctor/opening-hours/', assistant.auth)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/doctor/agenda/?from=${dayFromToday(1)}&days=1`, assistant.auth)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/assistant/me/', assistant.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/doctor/assistants/${assistant.userId}/`, other.auth)).statusCode).toBe(
      404,
    );
  });

  it("lets the removed assistant accept another doctor's invitation with their account", async () => {
    expect((await invite(assistantEmail, other)).statusCode).toBe(201);
    const { code } = await codeFromMail(assistantEmail, 1);
    expect((await call('GET', `/api/assistant/invites/${code}/`)).json()).toMatchObject({
      has_account: true,
    });
    const wrong = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, {
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, { password });
    expect(ok.statusCode).toBe(201);
    expect((await login(assistantEmail)).assistantOf).toBe(other.doctorId);
  });
});
