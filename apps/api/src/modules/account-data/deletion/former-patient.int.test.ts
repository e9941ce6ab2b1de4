import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctorPatients, doctors } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { readStream } from '#api/test/sse.ts';
import { seedFolder } from '#api/modules/doctor/test/support.ts';
import { createConsultation, createSlot } from '#api/modules/patient/test/records.ts';

// After a patient deletes their account, their doctor reads the past records of the "former
// patient" and nothing more: no replayed message or file name, no conversation to post in, no new
// consultation or prescription, and never a 5xx.

let ctx: TestContext;
let base: string;
let doctor: TestAccount;
let patient: TestAccount;
let patientId: number;
let conversationId: number;
let consultationId: number;
let pastAppointmentId: number;
const BODY = 'Bonjour docteur, voici mes analyses de sang';

const call = (method: 'GET' | 'POST', url: string, who: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  doctor = await createAccount(ctx, 'doctor');
  patient = await createAccount(ctx, 'patient');
  patientId = patient.patientId as number;
  const doctorId = doctor.doctorId as number;
  await ctx.deps.db.update(doctors).set({ isCertified: true }).where(eq(doctors.id, doctorId));

  const slot = await createSlot(ctx, doctorId, 5);
  expect((await call('POST', `/api/patient/${patientId}/booking/${slot.id}/`, patient, {})).statusCode).toBe(
    201,
  );
  conversationId = (await call('GET', '/api/conversations/', patient)).json().results[0].id;
  const { fileId } = await seedFolder(ctx, patientId);
  const sent = await call('POST', `/api/conversations/${conversationId}/messages/`, patient, {
    body: BODY,
    file: fileId,
    client_id: randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(201);

  // A past visit the patient booked, with its consultation: records the doctor keeps.
  const [past] = await ctx.deps.db
    .insert(appointments)
    .values({
      doctorId,
      patientId,
      appointmentDate: '2024-03-10',
      day: '2024-03-10',
      startTime: '09:00',
      endTime: '09:30',
      isCompleted: true,
      isConfirmed: true,
      bookedByPatient: true,
    })
    .returning({ id: appointments.id });
  pastAppointmentId = past?.id as number;
  await ctx.deps.db.insert(doctorPatients).values({ doctorId, patientId }).onConflictDoNothing();
  consultationId = await createConsultation(ctx, doctorId, patientId);

  const gone = await call('POST', '/api/auth/me/delete/', patient, {
    password: patient.password,
    confirmation: 'DELETE',
  });
  expect(gone.statusCode, gone.body).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('a former patient', () => {
  it("leaves no message body or file name in the doctor's event history", async () => {
    const replay = await readStream(`${base}/api/events/?lastEventId=0`, doctor.auth);
    expect(replay.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await replay.close();
    const seen = JSON.stringify(replay.received);
    expect(seen).not.toContain(BODY);
    expect(seen).not.toContain('Blood report');
  });

  it("is in no conversation of the doctor's inbox, and the old one refuses a post with a 4xx", async () => {
    const inbox = await call('GET', '/api/conversations/', doctor);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().results).toEqual([]);
    const post = await call('POST', `/api/conversations/${conversationId}/messages/`, doctor, {
      body: 'Are you there?',
      client_id: randomUUID(),
    });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
  });

  it('gets no new consultation, visit note or prescription, with a 4xx each', async () => {
    const attempts = [
      await call('POST', '/api/doctor/CreateConsultation/', doctor, {
        patient: patientId,
        objective: 'Follow-up',
        content: 'New findings',
        next_consultaion: '2030-01-01',
      }),
      await call('POST', `/api/doctor/add_patient/${doctor.doctorId}/${patientId}/`, doctor),
      await call('POST', `/api/visits/${pastAppointmentId}/consultation/`, doctor, {
        objective: 'Follow-up',
        content: 'New findings',
      }),
      await call('POST', `/api/doctor/consultations/${consultationId}/prescriptions`, doctor),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const prescription = attempts[3];
    expect(prescription?.statusCode).toBe(409);
    expect(prescription?.json().detail).toBe(
      'This patient deleted their account: their past records can be read, nothing new can be added.',
    );
  });

  it("still lets the doctor read the past consultation's prescriptions", async () => {
    const list = await call('GET', `/api/doctor/consultations/${consultationId}/prescriptions`, doctor);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
  });
});
