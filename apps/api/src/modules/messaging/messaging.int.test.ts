import { randomUUID } from 'node:crypto';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { doctors, folderAccessGrants } from '#api/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { addAndAccept, type Cast, createCast, seedFolder, seedGrant } from '../doctor/test/support.ts';

let ctx: TestContext;
let cast: Cast;
let stranger: TestAccount;
let conversationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  const shared = await seedFolder(ctx, cast.patient.patientId as number);
  await seedGrant(ctx, cast.doctor.doctorId as number, cast.patient.patientId as number, shared.folderId);
  stranger = await createAccount(ctx, 'patient');
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const inbox = (who: TestAccount) =>
  ctx.app.inject({ method: 'GET', url: '/api/conversations/', headers: who.auth });
const send = (who: TestAccount, payload: object, id = conversationId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: who.auth,
    payload: { client_id: randomUUID(), ...payload },
  });
const thread = (who: TestAccount, query = '', id = conversationId) =>
  ctx.app.inject({ method: 'GET', url: `/api/conversations/${id}/messages/${query}`, headers: who.auth });

describe('conversations', () => {
  it('opens one between a doctor and a patient who granted them a folder, seen from both sides', async () => {
    const patientSide = (await inbox(cast.patient)).json();
    expect(patientSide.results).toHaveLength(1);
    expect(patientSide.results[0]).toMatchObject({ role: 'patient', last_message: null, unread: 0 });
    conversationId = patientSide.results[0].id;
    const doctorSide = (await inbox(cast.doctor)).json();
    expect(doctorSide.results.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    expect(doctorSide.results[0].other.id).toBe(cast.patient.patientId);
    expect((await inbox(cast.otherDoctor)).json().results).toEqual([]);
    expect((await inbox(stranger)).json().results).toEqual([]);
  });

  it('answers anyone else 404, as for an unknown id, and 401 without a session', async () => {
    for (const who of [cast.otherDoctor, stranger]) {
      expect((await thread(who)).statusCode).toBe(404);
      expect((await send(who, { body: 'hello' })).statusCode).toBe(404);
      const read = await ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read/`,
        headers: who.auth,
        payload: { up_to: 1 },
      });
      expect(read.statusCode).toBe(404);
    }
    expect((await thread(cast.patient, '', 999999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/conversations/' })).statusCode).toBe(401);
  });

  it('opens one once a patient books with a doctor', async () => {
    const booker = await createAccount(ctx, 'patient');
    const slot = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateBooking/',
      headers: cast.otherDoctor.auth,
      payload: { day: '2099-01-05', start_time: '09:00', end_time: '09:30' },
    });
    expect(slot.statusCode).toBe(201);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${booker.patientId}/booking/${slot.json().id}/`,
      headers: booker.auth,
    });
    expect(booked.statusCode).toBeLessThan(300);
    const list = (await inbox(booker)).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0].other.id).toBe(cast.otherDoctor.doctorId);
  });
});

describe('who may write to a patient', () => {
  const pair = async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const patient = await createAccount(ctx, 'patient');
    const folder = await seedFolder(ctx, patient.patientId as number);
    await seedGrant(ctx, doctor.doctorId as number, patient.patientId as number, folder.folderId);
    const id = (await inbox(patient)).json().results[0].id as number;
    return { doctor, patient, id };
  };

  it('opens no conversation when a doctor adds a patient to their list and writes them an appointment', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Cast['doctor'];
    const patient = (await createAccount(ctx, 'patient')) as Cast['patient'];
    await addAndAccept(ctx, doctor, patient);
    const written = await ctx.app.inject({
      method: 'POST',
      url: `/api/doctor/create_appointment/${doctor.doctorId}/${patient.patientId}/`,
      headers: doctor.auth,
      payload: { day: '2099-02-02', start_time: '10:00', end_time: '10:30', is_confirmed: true },
    });
    expect(written.statusCode).toBe(201);
    expect((await inbox(doctor)).json().results).toEqual([]);
    expect((await inbox(patient)).json().results).toEqual([]);
  });

  it('stops a doctor whose only consent was a revoked grant, while the patient can still write', async () => {
    const { doctor, patient, id } = await pair();
    expect((await send(doctor, { body: 'Vos résultats' }, id)).statusCode).toBe(201);
    await ctx.deps.db
      .delete(folderAccessGrants)
      .where(eq(folderAccessGrants.doctorId, doctor.doctorId as number));
    const refused = await send(doctor, { body: 'https://evil.example' }, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/only after they booked with you or shared a folder/);
    expect((await send(patient, { body: 'Merci' }, id)).statusCode).toBe(201);
  });

  it('limits each sender to 20 messages a minute, with a translated 429', async () => {
    const { doctor, id } = await pair();
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1)
      expect((await send(doctor, { body: `spam ${i}` }, id)).statusCode).toBe(201);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages/`,
      headers: { ...doctor.auth, 'accept-language': 'fr' },
      payload: { client_id: randomUUID(), body: 'one more' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().detail).toMatch(
      /^Vous envoyez des messages trop vite\. Réessayez dans \d+ seconde/,
    );
    expect((await thread(doctor, '', id)).json().results).toHaveLength(MESSAGES_PER_MINUTE);
  });

  it('lets the patient block the doctor, and unblock', async () => {
    const { doctor, patient, id } = await pair();
    const choose = (who: TestAccount, method: 'POST' | 'DELETE', path: string) =>
      ctx.app.inject({ method, url: `/api/conversations/${id}/${path}/`, headers: who.auth });
    expect((await choose(doctor, 'POST', 'block')).statusCode).toBe(403);
    expect((await choose(stranger, 'POST', 'block')).statusCode).toBe(404);
    expect((await choose(patient, 'POST', 'block')).statusCode).toBe(204);
    const refused = await send(doctor, { body: 'hello?' }, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This patient does not accept your messages in this conversation.');
    expect((await inbox(patient)).json().results[0]).toMatchObject({ id, blocked: true, closed: true });
    expect((await inbox(doctor)).json().results[0]).toMatchObject({ id, closed: true });
    expect((await choose(patient, 'DELETE', 'block')).statusCode).toBe(204);
    expect((await send(doctor, { body: 'hello again' }, id)).statusCode).toBe(201);
  });

  it('lets the patient leave: gone from their inbox, closed to the doctor', async () => {
    const { doctor, patient, id } = await pair();
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/leave/`,
      headers: patient.auth,
    });
    expect(left.statusCode).toBe(204);
    expect((await inbox(patient)).json().results).toEqual([]);
    expect((await send(doctor, { body: 'still there?' }, id)).statusCode).toBe(403);
    expect((await inbox(doctor)).json().results[0]).toMatchObject({ id, closed: true });
  });

  it("says whether the conversation's doctor is verified", async () => {
    const { doctor, patient } = await pair();
    expect((await inbox(patient)).json().results[0].doctor_verified).toBe(false);
    await ctx.deps.db
      .update(doctors)
      .set({ isCertified: true })
      .where(eq(doctors.id, doctor.doctorId as number));
    expect((await inbox(patient)).json().results[0].doctor_verified).toBe(true);
  });
});

describe('messages', () => {
  it('stores a message, counts it unread for the other party, and marks it read', async () => {
    const res = await send(cast.patient, { body: '  Bonjour docteur, j’ai encore de la fièvre.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sender: 'patient',
      body: 'Bonjour docteur, j’ai encore de la fièvre.',
      read_at: null,
    });
    const doctorSide = (await inbox(cast.doctor)).json();
    expect(doctorSide.unread).toBe(1);
    expect(doctorSide.results[0].last_message.id).toBe(res.json().id);
    expect((await inbox(cast.patient)).json().unread).toBe(0);
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read/`,
      headers: cast.doctor.auth,
      payload: { up_to: res.json().id },
    });
    expect(read.json()).toEqual({ marked: 1 });
    expect((await inbox(cast.doctor)).json().unread).toBe(0);
    expect((await thread(cast.patient)).json().results[0].read_at).toEqual(expect.any(String));
  });

  it('stores a retried send once', async () => {
    const client_id = randomUUID();
    const first = await send(cast.doctor, { body: 'Prenez du paracétamol.', client_id });
    const again = await send(cast.doctor, { body: 'Prenez du paracétamol.', client_id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const bodies = (await thread(cast.patient)).json().results.map((m: { body: string }) => m.body);
    expect(bodies.filter((b: string) => b === 'Prenez du paracétamol.')).toHaveLength(1);
  });

  it('refuses an empty or too long message and writes nothing', async () => {
    const before = (await thread(cast.patient)).json().results.length;
    expect((await send(cast.patient, { body: '   ' })).json()).toEqual({
      body: ['Write a message or attach a file.'],
    });
    const long = await send(cast.patient, { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect((await send(cast.patient, { body: 'a'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
    expect((await thread(cast.patient)).json().results.length).toBe(before + 1);
  });

  it('pages the thread newest first with a cursor for older messages', async () => {
    for (let i = 0; i < 35; i += 1) {
      // Twenty a minute is the most one person sends.
      if (i === MESSAGES_PER_MINUTE) ctx.advance(61_000);
      await send(cast.doctor, { body: `note ${i}` });
    }
    const first = (await thread(cast.patient)).json();
    expect(first.results).toHaveLength(30);
    expect(first.results[0].body).toBe('note 34');
    expect(first.next).toBe(first.results[29].id);
    const second = (await thread(cast.patient, `?before=${first.next}`)).json();
    expect(second.results[0].id).toBeLessThan(first.results[29].id);
    expect(second.next).toBeNull();
    const all = [...first.results, ...second.results].map((m: { id: number }) => m.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("shares only the attached file of the patient's folders with that doctor", async () => {
    const attached = await seedFolder(ctx, cast.patient.patientId);
    const other = await seedFolder(ctx, cast.patient.patientId);
    const res = await send(cast.patient, { body: 'Mes analyses', file: attached.fileId });
    expect(res.json().file).toEqual({ id: attached.fileId, name: 'Blood report', withdrawn: false });
    const url = (fileId: number) => `/api/conversations/${conversationId}/files/${fileId}/`;
    const get = (who: TestAccount, fileId: number) =>
      ctx.app.inject({ method: 'GET', url: url(fileId), headers: who.auth });
    const download = await get(cast.doctor, attached.fileId);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF')).toBe(true);
    expect((await get(cast.doctor, other.fileId)).statusCode).toBe(404);
    expect((await get(cast.otherDoctor, attached.fileId)).statusCode).toBe(404);
    const folder = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/folder/${other.folderId}/file/${other.fileId}/download`,
      headers: cast.doctor.auth,
    });
    expect(folder.statusCode).toBe(404);
    const strangerFile = await seedFolder(ctx, stranger.patientId as number);
    expect((await send(cast.patient, { body: 'x', file: strangerFile.fileId })).json()).toEqual({
      file: ['Choose one of your own files.'],
    });
    expect((await send(cast.doctor, { body: 'x', file: attached.fileId })).statusCode).toBe(400);
  });

  it("withdraws a shared folder's attached files from the doctor when the patient revokes the grant", async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const patient = await createAccount(ctx, 'patient');
    const shared = await seedFolder(ctx, patient.patientId as number);
    const unshared = await seedFolder(ctx, patient.patientId as number);
    await seedGrant(ctx, doctor.doctorId as number, patient.patientId as number, shared.folderId);
    const id = (await inbox(patient)).json().results[0].id as number;
    const fromShared = await send(patient, { body: 'Mes analyses', file: shared.fileId }, id);
    expect((await send(patient, { body: 'Et ma radio', file: unshared.fileId }, id)).statusCode).toBe(201);
    const get = (who: TestAccount, fileId: number) =>
      ctx.app.inject({ method: 'GET', url: `/api/conversations/${id}/files/${fileId}/`, headers: who.auth });
    expect((await get(doctor, shared.fileId)).statusCode).toBe(200);

    const [grant] = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/patient/folders/${shared.folderId}/grants/`,
        headers: patient.auth,
      })
    ).json() as { id: number }[];
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/patient/folders/${shared.folderId}/grants/${grant?.id}/`,
      headers: patient.auth,
    });
    expect(revoked.statusCode).toBe(204);

    expect((await get(doctor, shared.fileId)).statusCode).toBe(404);
    expect((await get(patient, shared.fileId)).statusCode).toBe(200);
    // A file the patient sent from a folder the doctor never had stays theirs to read.
    expect((await get(doctor, unshared.fileId)).statusCode).toBe(200);
    const shown = (await thread(doctor, '', id)).json().results as { id: number; file: object | null }[];
    expect(shown.find((m) => m.id === fromShared.json().id)?.file).toEqual({
      id: shared.fileId,
      name: 'Blood report',
      withdrawn: true,
    });
  });

  it('lets the doctor keep the thread as a consultation note the patient reads', async () => {
    const note = { objective: 'Fièvre persistante', content: 'Patiente: fièvre depuis 3 jours.' };
    const url = `/api/conversations/${conversationId}/consultation/`;
    expect(
      (await ctx.app.inject({ method: 'POST', url, headers: cast.patient.auth, payload: note })).statusCode,
    ).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url, headers: cast.doctor.auth, payload: note });
    expect(res.statusCode).toBe(201);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${cast.patient.patientId}/view-consultations/`,
      headers: cast.patient.auth,
    });
    expect(seen.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ objective: note.objective })]),
    );
  });
});
