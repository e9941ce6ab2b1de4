import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  consultations,
  conversations,
  dataExports,
  doctorPatients,
  files,
  folders,
  patients,
  refreshTokens,
  slots,
  users,
} from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart } from '#api/modules/patient/test/multipart.ts';
import {
  createConsultation,
  createFolder,
  createSlot,
  grantAccess,
} from '#api/modules/patient/test/records.ts';

// Deleting a patient's account, through HTTP: refused without the password and the typed word,
// then everything that was the patient's is gone, doctors keep their records without the
// patient's name and are told, and the email is free again.

const SCAN = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);

let ctx: TestContext;
let nadia: TestAccount;
/** Reads one of Nadia's folders. */
let reader: TestAccount;
/** Has an upcoming appointment with Nadia. */
let upcoming: TestAccount;
/** Saw Nadia in the past and wrote a consultation. */
let former: TestAccount;
let fileKey: string;
let exportKey: string;
let slotId: number;
let consultationId: number;
let pastAppointmentId: number;

const call = (method: 'GET' | 'POST', url: string, who?: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });
const deleteMe = (who: TestAccount, payload: object) => call('POST', '/api/auth/me/delete/', who, payload);
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/custom_token/',
    remoteAddress: '10.200.0.1',
    payload: { username: email, password },
  });
const notificationsOf = async (who: TestAccount) =>
  (await call('GET', '/api/notifications/', who)).json<{
    results: { kind: string; data: Record<string, unknown>; link: string }[];
  }>().results;

beforeAll(async () => {
  ctx = await createTestContext();
  nadia = await createAccount(ctx, 'patient', { first_name: 'Nadia', last_name: 'Ouali' });
  reader = await createAccount(ctx, 'doctor', { first_name: 'Lina', last_name: 'Reader' });
  upcoming = await createAccount(ctx, 'doctor', { first_name: 'Omar', last_name: 'Upcoming' });
  former = await createAccount(ctx, 'doctor', { first_name: 'Yacine', last_name: 'Former' });
  const patientId = nadia.patientId as number;

  const folder = await createFolder(ctx, nadia, 'Cardiology');
  const body = multipart(
    { name: 'ECG' },
    { file: { filename: 'ecg.pdf', content: SCAN, contentType: 'application/pdf' } },
  );
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patientId}/folder/${folder.id}/file/`,
    headers: { ...nadia.auth, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const [file] = await ctx.deps.db
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.folderId, folder.id));
  fileKey = file?.key as string;
  await grantAccess(ctx, reader.doctorId as number, folder.id);

  // An upcoming appointment, and a conversation with that doctor.
  const slot = await createSlot(ctx, upcoming.doctorId as number, 5, '11:00', '11:30');
  slotId = slot.id;
  const booked = await call('POST', `/api/patient/${patientId}/booking/${slot.id}/`, nadia, {});
  expect(booked.statusCode, booked.body).toBe(201);
  const inbox = (await call('GET', '/api/conversations/', nadia)).json<{ results: { id: number }[] }>();
  const sent = await call('POST', `/api/conversations/${inbox.results[0]?.id}/messages/`, nadia, {
    body: 'See you soon',
    client_id: randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(201);

  // A past appointment and its consultation with another doctor.
  const [past] = await ctx.deps.db
    .insert(appointments)
    .values({
      doctorId: former.doctorId as number,
      patientId,
      appointmentDate: '2024-03-10',
      day: '2024-03-10',
      startTime: '09:00',
      endTime: '09:30',
      isCompleted: true,
      isConfirmed: true,
    })
    .returning({ id: appointments.id });
  pastAppointmentId = past?.id as number;
  await ctx.deps.db
    .insert(doctorPatients)
    .values({ doctorId: former.doctorId as number, patientId })
    .onConflictDoNothing();
  consultationId = await createConsultation(ctx, former.doctorId as number, patientId);

  // An export, built and stored.
  expect((await call('POST', `/api/patient/${patientId}/export/`, nadia)).statusCode).toBe(202);
  await ctx.drainJobs();
  const [made] = await ctx.deps.db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.patientId, patientId));
  exportKey = made?.key as string;
});
afterAll(() => ctx.close());

describe('deleting my account', () => {
  it('is refused with a wrong password or without DELETE typed, and nothing changes', async () => {
    const wrongPassword = await deleteMe(nadia, { password: 'not-my-password', confirmation: 'DELETE' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ password: ['The password is incorrect.'] });

    for (const confirmation of ['delete', 'DELETE IT', '']) {
      const res = await deleteMe(nadia, { password: nadia.password, confirmation });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ confirmation: ['Type DELETE to confirm.'] });
    }
    const missing = await deleteMe(nadia, { password: nadia.password });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['confirmation']);

    // In French, on the same fields.
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/delete/',
      headers: { ...nadia.auth, 'accept-language': 'fr' },
      payload: { password: 'nope', confirmation: 'DELETE' },
    });
    expect(french.json<{ password: string[] }>().password[0]).not.toBe('The password is incorrect.');

    expect((await login(nadia.email, nadia.password)).statusCode).toBe(200);
    expect(await ctx.deps.storage.has(fileKey)).toBe(true);
    expect((await call('GET', '/api/auth/me/', nadia)).statusCode).toBe(200);
  });

  it('deletes the account, its files and its sessions', async () => {
    const res = await deleteMe(nadia, { password: nadia.password, confirmation: ' DELETE ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your account has been deleted.' });
    const cookies = res.cookies.filter((c) => c.value === '');
    expect(cookies.length).toBeGreaterThan(0);

    // Signed out everywhere, and the account is no more.
    expect((await call('GET', '/api/auth/me/', nadia)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: nadia.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(nadia.email, nadia.password)).statusCode).toBe(401);
    expect(await ctx.deps.db.select().from(users).where(eq(users.email, nadia.email))).toEqual([]);
    expect(
      await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, nadia.userId)),
    ).toEqual([]);

    // Stored bytes and the rows of the patient's own data are gone.
    expect(await ctx.deps.storage.has(fileKey)).toBe(false);
    expect(await ctx.deps.storage.has(exportKey)).toBe(false);
    const patientId = nadia.patientId as number;
    expect(await ctx.deps.db.select().from(folders).where(eq(folders.patientId, patientId))).toEqual([]);
    expect(
      await ctx.deps.db.select().from(conversations).where(eq(conversations.patientId, patientId)),
    ).toEqual([]);
    const [stub] = await ctx.deps.db.select().from(patients).where(eq(patients.id, patientId));
    expect(stub).toMatchObject({
      userId: null,
      fullName: '',
      phoneNumber: null,
      dateOfBirth: null,
      searchText: '',
    });
    expect(stub?.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps the doctors’ records without the patient’s name', async () => {
    const [consultation] = await ctx.deps.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultationId));
    expect(consultation).toMatchObject({ doctorId: former.doctorId, objective: 'Check-up' });
    const list = await call('GET', `/api/doctor/get_my_patients_appointments/${former.doctorId}/`, former);
    expect(list.statusCode).toBe(200);
    const kept = list.json<{ id: number; patient_full_name: string }[]>();
    expect(kept).toEqual([expect.objectContaining({ id: pastAppointmentId, patient_full_name: '' })]);
    expect(JSON.stringify(kept)).not.toContain('Nadia');
    // No longer in the doctor's list of patients, nor to be found.
    const mine = await call('GET', `/api/doctor/get_my_patients/${former.doctorId}/`, former);
    expect(JSON.stringify(mine.json())).not.toContain('Nadia');
    const readd = await call(
      'POST',
      `/api/doctor/add_patient/${former.doctorId}/${nadia.patientId}/`,
      former,
    );
    expect(readd.statusCode).toBe(404);
  });

  it('tells the doctors who could read a folder or had an upcoming appointment, and frees the slot', async () => {
    for (const doctor of [reader, upcoming]) {
      const told = (await notificationsOf(doctor)).filter((n) => n.kind === 'account.deleted');
      expect(told).toEqual([
        expect.objectContaining({
          data: { patient_name: 'Nadia Ouali' },
          link: `/Doctores/${doctor.doctorId}/Patients`,
        }),
      ]);
    }
    expect((await notificationsOf(former)).filter((n) => n.kind === 'account.deleted')).toEqual([]);
    // The booking notification the doctor got no longer names her.
    const booked = (await notificationsOf(upcoming)).filter((n) => n.kind === 'appointment.booked');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.data.patient_name).toBeUndefined();
    const [slot] = await ctx.deps.db.select().from(slots).where(eq(slots.id, slotId));
    expect(slot?.existing).toBe(true);
  });

  it('leaves the email free to sign up again', async () => {
    const again = await createAccount(ctx, 'patient', { email: nadia.email, password: 'another-pass-77' });
    expect(again.patientId).not.toBe(nadia.patientId);
    const folders = await call('GET', `/api/patient/${again.patientId}/folder/`, again);
    expect(folders.json()).toEqual([]);
  });
});
