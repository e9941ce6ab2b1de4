import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRecorder } from '#api/lib/audit-recorder.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createFolder, requestAccess, uploadFile } from '../patient/test/records.ts';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let me: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  other = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Karim', last_name: 'Meziane' });
});
afterAll(async () => {
  await ctx.close();
});

async function share(folderId: number, duration?: string, owner = me) {
  const requestId = await requestAccess(ctx, doctor.doctorId as number, owner.patientId as number);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/access-folder/${requestId}/${folderId}/`,
    headers: owner.auth,
    payload: duration ? { status: 'True', duration } : { status: 'True' },
  });
  expect(res.statusCode).toBe(200);
}
const get = (url: string, who: TestAccount) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
const doctorReads = (folderId: number) => get(`/api/doctor/folder/${folderId}/files/`, doctor);
const grantsOf = async (folderId: number) =>
  (await get(`/api/patient/folders/${folderId}/grants/`, me)).json() as {
    id: number;
    doctor_name: string;
    expires_at: string | null;
  }[];

describe('folder grants', () => {
  it('lists the doctors who can read a folder, 90 days by default', async () => {
    const folder = await createFolder(ctx, me, 'Cardiology');
    await share(folder.id);
    const [grant, ...rest] = await grantsOf(folder.id);
    expect(rest).toEqual([]);
    expect(grant?.doctor_name).toBe('Karim Meziane');
    const days = (Date.parse(grant?.expires_at ?? '') - Date.now()) / DAY;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
  });

  it('revoking refuses the doctor at the next read', async () => {
    const folder = await createFolder(ctx, me, 'Revoked');
    await share(folder.id, 'until_revoked');
    expect((await doctorReads(folder.id)).statusCode).toBe(200);
    const [grant] = await grantsOf(folder.id);
    expect(grant?.expires_at).toBeNull();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/patient/folders/${folder.id}/grants/${grant?.id}/`,
      headers: me.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await doctorReads(folder.id)).statusCode).toBe(404);
    expect(await grantsOf(folder.id)).toEqual([]);
  });

  it('an expired grant stops working by itself', async () => {
    const folder = await createFolder(ctx, me, 'Thirty days');
    const file = await uploadFile(ctx, me, folder.id);
    await share(folder.id, '30d');
    expect((await get(file.file, doctor)).statusCode).toBe(200);
    ctx.advance(31 * DAY);
    try {
      // Fresh sessions at the later time, as each would have after refreshing.
      const later = async (who: TestAccount): Promise<TestAccount> => ({
        ...who,
        auth: { authorization: `Bearer ${await ctx.deps.tokens.signAccess(who, randomUUID())}` },
      });
      const doctorLater = await later(doctor);
      expect((await get(`/api/doctor/folder/${folder.id}/files/`, doctorLater)).statusCode).toBe(404);
      expect((await get(file.file, doctorLater)).statusCode).toBe(404);
      const grants = await get(`/api/patient/folders/${folder.id}/grants/`, await later(me));
      expect(grants.json()).toEqual([]);
    } finally {
      ctx.advance(-31 * DAY);
    }
  });

  it("only the folder's owner sees or revokes its grants; another patient finds no folder", async () => {
    const folder = await createFolder(ctx, me, 'Mine');
    await share(folder.id);
    const [grant] = await grantsOf(folder.id);
    expect((await get(`/api/patient/folders/${folder.id}/grants/`, other)).statusCode).toBe(404);
    expect((await get(`/api/patient/folders/${folder.id}/grants/`, doctor)).statusCode).toBe(403);
    // The doctor the folder is shared with knows it exists: they are told they may not change it.
    for (const [who, status] of [
      [other, 404],
      [doctor, 403],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/patient/folders/${folder.id}/grants/${grant?.id}/`,
        headers: who.auth,
      });
      expect(res.statusCode).toBe(status);
    }
    expect((await doctorReads(folder.id)).statusCode).toBe(200);
  });

  it('refuses an unknown duration', async () => {
    const folder = await createFolder(ctx, me, 'Bad duration');
    const requestId = await requestAccess(ctx, doctor.doctorId as number, me.patientId as number);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/access-folder/${requestId}/${folder.id}/`,
      headers: me.auth,
      payload: { status: 'True', duration: '1000y' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('access log', () => {
  it("lists others' reads of the patient's folders and files, newest first, not the patient's own", async () => {
    const patient = await createAccount(ctx, 'patient');
    const folder = await createFolder(ctx, patient, 'Scans');
    const file = await uploadFile(ctx, patient, folder.id, 'MRI');
    await get(`/api/patient/${patient.patientId}/folder/${folder.id}/file/`, patient);
    await get(file.file, patient);
    await share(folder.id, undefined, patient);
    await doctorReads(folder.id);
    ctx.advance(1000);
    await get(file.file, doctor);
    ctx.advance(-1000);

    const res = await get('/api/patient/access-log/', patient);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Record<string, unknown>[] };
    expect(body.count).toBe(2);
    expect(body.results).toMatchObject([
      { actor_name: 'Karim Meziane', actor_role: 'doctor', action: 'download', entity: 'file', label: 'MRI' },
      { actor_name: 'Karim Meziane', actor_role: 'doctor', action: 'read', entity: 'folder', label: 'Scans' },
    ]);
  });

  it("a patient cannot reach another patient's log, nor a doctor any", async () => {
    const res = await get('/api/patient/access-log/', other);
    expect(res.json()).toMatchObject({ count: 0, results: [] });
    expect((await get('/api/patient/access-log/', doctor)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/patient/access-log/' })).statusCode).toBe(401);
  });

  it('writes reads in batches, off the request path, with the caller address', async () => {
    const patient = await createAccount(ctx, 'patient');
    const folder = await createFolder(ctx, patient, 'Batch');
    await share(folder.id, undefined, patient);
    for (let i = 0; i < 5; i += 1) await doctorReads(folder.id);
    await ctx.deps.audit.flush();
    expect(ctx.deps.audit.pending()).toBe(0);
    const log = (await get('/api/patient/access-log/', patient)).json() as { count: number };
    expect(log.count).toBe(5);
    const rows = await ctx.deps.db.query.auditEvents.findMany({
      where: (t, { eq }) => eq(t.patientId, patient.patientId as number),
    });
    expect(rows.filter((r) => r.action === 'read').every((r) => r.ip === '127.0.0.1')).toBe(true);
  });

  it('the recorder holds reads in memory until its batch is due, then writes them in one insert', async () => {
    const patient = await createAccount(ctx, 'patient');
    const recorder = createAuditRecorder(ctx.deps.db, { flushMs: 60_000, maxBatch: 3 });
    const row = (i: number) => ({
      actorUserId: doctor.userId,
      action: 'read',
      entity: 'folder',
      entityId: i,
      patientId: patient.patientId,
      ip: null,
      createdAt: new Date(),
    });
    const stored = async () =>
      (
        await ctx.deps.db.query.auditEvents.findMany({
          where: (t, { eq }) => eq(t.patientId, patient.patientId as number),
        })
      ).length;
    recorder.record(row(1));
    recorder.record(row(2));
    expect(recorder.pending()).toBe(2);
    expect(await stored()).toBe(0);
    recorder.record(row(3));
    await recorder.flush();
    expect(await stored()).toBe(3);
  });
});
