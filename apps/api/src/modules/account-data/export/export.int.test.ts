import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, doctorPatients, userEvents } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart } from '#api/modules/patient/test/multipart.ts';
import {
  createConsultation,
  createFolder,
  createSlot,
  grantAccess,
} from '#api/modules/patient/test/records.ts';
import { unzip } from '../test/zip.ts';

// The patient's export, through HTTP: built by a job into storage, downloaded as a ZIP that is
// unpacked here, refused to anyone else, and gone a day after it was ready.

const HOUR = 3_600_000;
const pdf = (text: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${text}\n`), randomBytes(4096), Buffer.from('\n%%EOF\n')]);
const FIRST_SCAN = pdf('first scan');
const SECOND_SCAN = pdf('second scan');

let ctx: TestContext;
let amina: TestAccount;
let karim: TestAccount;
let doctor: TestAccount;
let folderId: number;

const call = (method: 'GET' | 'POST', url: string, who?: TestAccount) =>
  ctx.app.inject({ method, url, ...(who ? { headers: who.auth } : {}) });
const exportUrl = (who: TestAccount, patientId = who.patientId) => `/api/patient/${patientId}/export/`;

async function upload(who: TestAccount, folder: number, name: string, content: Buffer) {
  const body = multipart(
    { name },
    { file: { filename: 'scan.pdf', content, contentType: 'application/pdf' } },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${who.patientId}/folder/${folder}/file/`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext();
  amina = await createAccount(ctx, 'patient', { first_name: 'Amina', last_name: 'Benali' });
  karim = await createAccount(ctx, 'patient', { first_name: 'Karim', last_name: 'Saadi' });
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Samir', last_name: 'Haddad' });
  const doctorId = doctor.doctorId as number;
  const patientId = amina.patientId as number;

  // French, so the README is too.
  const language = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/me/',
    headers: amina.auth,
    payload: { language: 'fr' },
  });
  expect(language.statusCode).toBe(200);

  // Two files under the same name in a folder whose name is no file name, and an empty folder.
  folderId = (await createFolder(ctx, amina, 'Analyses/2024')).id;
  await upload(amina, folderId, 'Scan', FIRST_SCAN);
  await upload(amina, folderId, 'scan', SECOND_SCAN);
  await createFolder(ctx, amina, 'Empty');

  // A relative; an appointment held for him, one cancelled.
  const son = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patientId}/relatives/`,
    headers: amina.auth,
    payload: { full_name: 'Yacine Benali', date_of_birth: '2019-04-12', sex: 'M', relation: 'child' },
  });
  expect(son.statusCode, son.body).toBe(201);
  const held = await createSlot(ctx, doctorId, 3, '09:00', '09:30');
  const cancelled = await createSlot(ctx, doctorId, 4, '10:00', '10:30');
  for (const slot of [held, cancelled]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${patientId}/booking/${slot.id}/`,
      headers: amina.auth,
      payload: slot === held ? { relative: son.json<{ id: number }>().id } : {},
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const booked = (await call('GET', `/api/patient/${patientId}/bookings/`, amina)).json<
    { id: number; day: string }[]
  >();
  const toCancel = booked.find((b) => b.day === cancelled.day);
  const cancel = await call('POST', `/api/patient/appointments/${toCancel?.id}/cancel/`, amina);
  expect(cancel.statusCode, cancel.body).toBe(204);

  await createConsultation(ctx, doctorId, patientId);

  // A message to the doctor.
  await ctx.deps.db.insert(doctorPatients).values({ doctorId, patientId }).onConflictDoNothing();
  const inbox = (await call('GET', '/api/conversations/', amina)).json<{ results: { id: number }[] }>();
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${inbox.results[0]?.id}/messages/`,
    headers: amina.auth,
    payload: { body: 'Bonjour docteur', client_id: randomUUID() },
  });
  expect(sent.statusCode, sent.body).toBe(201);

  // Amina waits for a slot of the doctor.
  expect((await call('POST', `/api/patient/waitlist/${doctorId}/`, amina)).statusCode).toBe(200);

  // The doctor reads the folder: the access log has it.
  await grantAccess(ctx, doctorId, folderId);
  expect((await call('GET', `/api/doctor/folder/${folderId}/files/`, doctor)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('exporting my data', () => {
  let exportId: number;

  it('starts once: a second request while it builds answers the same export', async () => {
    const first = await call('POST', exportUrl(amina), amina);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ status: 'queued', progress: 0, ready_at: null, size: null });
    exportId = first.json<{ id: number }>().id;
    const again = await call('POST', exportUrl(amina), amina);
    expect(again.statusCode).toBe(202);
    expect(again.json<{ id: number }>().id).toBe(exportId);
    expect((await call('GET', exportUrl(amina), amina)).json()).toMatchObject({
      id: exportId,
      status: 'queued',
    });
  });

  it('is built in the background, its progress told on the event stream up to 100', async () => {
    await ctx.drainJobs();
    const status = (await call('GET', exportUrl(amina), amina)).json<{
      status: string;
      progress: number;
      ready_at: string;
      expires_at: string;
      size: number;
    }>();
    expect(status).toMatchObject({ status: 'ready', progress: 100 });
    expect(status.size).toBeGreaterThan(FIRST_SCAN.length + SECOND_SCAN.length);
    expect(Date.parse(status.expires_at) - Date.parse(status.ready_at)).toBe(24 * HOUR);

    const events = await ctx.deps.db
      .select({ data: userEvents.data })
      .from(userEvents)
      .where(eq(userEvents.userId, amina.userId))
      .orderBy(asc(userEvents.id));
    const told = events
      .map((e) => e.data as { id: number; status: string; progress: number })
      .filter((d) => d.id === exportId && 'progress' in d);
    expect(told.length).toBeGreaterThan(2);
    const progress = told.map((d) => d.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(told.at(-1)).toEqual({ id: exportId, status: 'ready', progress: 100 });
    expect(told.slice(0, -1).every((d) => d.status === 'building' && d.progress < 100)).toBe(true);
  });

  it('downloads as a ZIP with every part and every file, byte for byte', async () => {
    const res = await call('GET', `${exportUrl(amina)}${exportId}/download/`, amina);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="reayah-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'access-log.json',
        'appointments.json',
        'consultations.json',
        'files/Analyses_2024/',
        'files/Analyses_2024/Scan.pdf',
        'files/Analyses_2024/scan (2).pdf',
        'files/Empty/',
        'folder-access.json',
        'messages.json',
        'notifications.json',
        'profile.json',
        'waitlist.json',
      ].sort(),
    );
    expect(entries.get('files/Analyses_2024/Scan.pdf')?.equals(FIRST_SCAN)).toBe(true);
    expect(entries.get('files/Analyses_2024/scan (2).pdf')?.equals(SECOND_SCAN)).toBe(true);

    const read = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null') as unknown;
    expect(read('profile.json')).toMatchObject({
      account: { email: amina.email, first_name: 'Amina', last_name: 'Benali', language: 'fr' },
      patient: { id: amina.patientId, full_name: 'Amina Benali', has_picture: false },
      relatives: [{ full_name: 'Yacine Benali', date_of_birth: '2019-04-12', sex: 'M', relation: 'child' }],
    });
    const appointments = read('appointments.json') as {
      appointments: { doctor: { name: string }; start_time: string }[];
      cancelled: { cancelled_by: string; start_time: string }[];
    };
    expect(appointments.appointments).toHaveLength(1);
    expect(appointments.appointments[0]).toMatchObject({
      doctor: { name: 'Samir Haddad' },
      start_time: '09:00:00',
      for_relative: { name: 'Yacine Benali', relation: 'child' },
    });
    expect(appointments.cancelled).toHaveLength(1);
    expect(appointments.cancelled[0]).toMatchObject({ cancelled_by: 'patient', start_time: '10:00:00' });
    expect(read('consultations.json')).toEqual([
      expect.objectContaining({
        doctor: { id: doctor.doctorId, name: 'Samir Haddad' },
        objective: 'Check-up',
        content: 'All good',
        next_consultation: '2030-01-15',
        blood_tests: [
          { name: 'Glucose', value: '0.9 g/L' },
          { name: 'HbA1c', value: '5.4%' },
        ],
        medicines: [{ name: 'Paracetamol', form: '', dose: '1g x3', frequency: '', duration: '', note: '' }],
      }),
    ]);
    expect(read('messages.json')).toEqual([
      expect.objectContaining({
        doctor: { id: doctor.doctorId, name: 'Samir Haddad' },
        messages: [expect.objectContaining({ from: 'patient', body: 'Bonjour docteur', read_at: null })],
      }),
    ]);
    expect(read('access-log.json')).toEqual([
      expect.objectContaining({
        actor_name: 'Samir Haddad',
        actor_role: 'doctor',
        action: 'read',
        entity: 'folder',
        entity_id: folderId,
        label: 'Analyses/2024',
      }),
    ]);
    expect(read('folder-access.json')).toEqual({
      grants: [
        expect.objectContaining({
          doctor: { id: doctor.doctorId, name: 'Samir Haddad' },
          folder: { id: folderId, name: 'Analyses/2024' },
          expires_at: null,
        }),
      ],
      requests: expect.any(Array),
    });
    const notes = read('notifications.json') as { kind: string }[];
    expect(notes.map((n) => n.kind)).toContain('appointment.booked');
    expect(read('waitlist.json')).toEqual([
      { doctor: { id: doctor.doctorId, name: 'Samir Haddad' }, since: expect.any(String) },
    ]);
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('Vos données sur Reayah');
    expect(readme).toContain('Amina Benali');
    for (const part of [
      'profile.json',
      'appointments.json',
      'consultations.json',
      'messages.json',
      'folder-access.json',
      'notifications.json',
      'waitlist.json',
    ]) {
      expect(readme).toContain(part);
    }
  });

  it('is one copy at a time: asked again once ready, the same export answers and nothing is built', async () => {
    const again = await call('POST', exportUrl(amina), amina);
    expect([again.statusCode, again.json<{ id: number; status: string }>()]).toEqual([
      202,
      expect.objectContaining({ id: exportId, status: 'ready' }),
    ]);
    await ctx.drainJobs();
    const rows = await ctx.deps.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(eq(dataExports.patientId, amina.patientId as number));
    expect(rows).toEqual([{ id: exportId }]);
  });

  it('is the patient’s own: other patients, doctors and strangers are refused', async () => {
    const download = `${exportUrl(amina)}${exportId}/download/`;
    for (const [method, url] of [
      ['POST', exportUrl(amina)],
      ['GET', exportUrl(amina)],
      ['GET', download],
    ] as const) {
      expect((await call(method, url, karim)).statusCode).toBe(403);
      expect((await call(method, url, doctor)).statusCode).toBe(403);
      expect((await call(method, url)).statusCode).toBe(401);
    }
    // Karim's own path does not reach Amina's export either.
    const viaOwn = await call('GET', `${exportUrl(karim)}${exportId}/download/`, karim);
    expect(viaOwn.statusCode).toBe(404);
    const none = await call('GET', exportUrl(karim), karim);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
  });

  it('expires 24 hours after it was ready: 410, and its stored ZIP is deleted', async () => {
    const [row] = await ctx.deps.db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.id, exportId));
    const key = row?.key as string;
    expect(await ctx.deps.storage.has(key)).toBe(true);

    ctx.advance(24 * HOUR + 60_000);
    // A session of the later time, as the browser would have after refreshing.
    const later = {
      ...amina,
      auth: { authorization: `Bearer ${await ctx.deps.tokens.signAccess(amina, randomUUID())}` },
    };
    const res = await call('GET', `${exportUrl(later)}${exportId}/download/`, later);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ detail: 'This export has expired. Start a new one.' });
    expect(await ctx.deps.storage.has(key)).toBe(false);
    expect((await call('GET', exportUrl(later), later)).json()).toBeNull();

    // A new one can be made.
    const again = await call('POST', exportUrl(later), later);
    expect(again.statusCode).toBe(202);
    expect(again.json<{ id: number }>().id).not.toBe(exportId);
  });
});
