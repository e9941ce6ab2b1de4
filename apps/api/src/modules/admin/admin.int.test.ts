import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, messages, specializations } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES } from '../patient/test/multipart.ts';
import { createFolder, requestAccess, uploadFile } from '../patient/test/records.ts';
import { createTestAdmin } from './test/admin.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createTestAdmin>>;
let patient: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestAdmin(ctx, 'root@reayah.dz');
  patient = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Nadia', last_name: 'Cherif' });
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

async function uploadCertification(who: TestAccount) {
  const form = multipart({}, { certification: { filename: 'diploma.pdf', content: PDF_BYTES } });
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/doctor/UpdateProfile/${who.doctorId}/`,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
}
// Visitors' lists show an unverified doctor only once their profile has a specialty and an address.
async function completeProfile(who: TestAccount) {
  const [cardiology] = await ctx.deps.db
    .select({ id: specializations.id })
    .from(specializations)
    .where(eq(specializations.code, 'cardiology'));
  await ctx.deps.db
    .update(doctors)
    .set({ specializationId: cardiology?.id ?? null, address: '12 rue Didouche Mourad, Alger' })
    .where(eq(doctors.id, who.doctorId ?? 0));
}
const search = async (query = '') =>
  (await call('GET', `/api/doctor/search/list?${query}`)).json() as {
    results: { id: number; is_certified: boolean }[];
  };

describe('administrators', () => {
  it('come from the command line, sign in on the same login, and the link works once', async () => {
    expect(admin.isAdmin).toBe(true);
    const again = await call('POST', '/api/admin/set-password/', undefined, {
      token: admin.token,
      password: 'another-pass-99',
    });
    expect(again.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users/', patient)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users/', doctor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users/')).statusCode).toBe(401);
  });

  it('cannot read medical files, folders or consultations', async () => {
    const folder = await createFolder(ctx, patient, 'Private');
    const file = await uploadFile(ctx, patient, folder.id);
    expect((await call('GET', file.file, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/doctor/folder/${folder.id}/files/`, admin)).statusCode).toBe(403);
    expect((await call('GET', `/api/patient/${patient.patientId}/folder`, admin)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/patient/${patient.patientId}/view-consultations/`, admin)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/patient/access-log/', admin)).statusCode).toBe(403);
  });
});

describe('doctor verification', () => {
  it('queues a doctor who uploaded a certification; only admins open the file', async () => {
    await uploadCertification(doctor);
    const queue = (await call('GET', '/api/admin/doctors/verification/', admin)).json() as {
      doctor_id: number;
      certification: string;
    }[];
    const item = queue.find((q) => q.doctor_id === doctor.doctorId);
    expect(item).toMatchObject({ certification: `/api/admin/doctors/${doctor.doctorId}/certification/` });
    const file = await call('GET', item?.certification ?? '', admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', item?.certification ?? '', patient)).statusCode).toBe(403);
    expect((await call('GET', item?.certification ?? '', doctor)).statusCode).toBe(403);
  });

  it('Verify marks the doctor certified: first in search, kept by the verified filter', async () => {
    const other = await createAccount(ctx, 'doctor', { first_name: 'Aaron', last_name: 'Able' });
    await completeProfile(other);
    expect((await call('POST', `/api/admin/doctors/${doctor.doctorId}/verify/`, doctor)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/admin/doctors/${doctor.doctorId}/verify/`, admin)).statusCode).toBe(204);
    const all = await search();
    expect(all.results[0]).toMatchObject({ id: doctor.doctorId, is_certified: true });
    expect(all.results.some((r) => r.id === other.doctorId)).toBe(true);
    const verified = await search('verified=true');
    expect(verified.results.map((r) => r.id)).toEqual([doctor.doctorId]);
    const queue = (await call('GET', '/api/admin/doctors/verification/', admin)).json() as unknown[];
    expect(queue).toEqual([]);
  });

  it('Reject needs a reason, emails it to the doctor in their language, and a new upload queues again', async () => {
    const rejected = await createAccount(ctx, 'doctor');
    const french = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      headers: rejected.auth,
      payload: { language: 'fr' },
    });
    expect(french.statusCode).toBe(200);
    await uploadCertification(rejected);
    const url = `/api/admin/doctors/${rejected.doctorId}/reject/`;
    expect((await call('POST', url, admin, { reason: '  ' })).json()).toEqual({
      reason: ['A reason is required'],
    });
    expect((await call('POST', url, admin, { reason: 'The scan is unreadable.' })).statusCode).toBe(204);
    const mail = await ctx.mailTo(rejected.email);
    expect(mail?.to).toBe(rejected.email);
    expect(mail?.text).toContain('The scan is unreadable.');
    expect(mail?.subject).toBe('Reayah : certification non vérifiée');
    expect(mail?.text).toContain('Motif :');
    expect(mail?.text).not.toContain('Reason:');
    const queued = async () =>
      ((await call('GET', '/api/admin/doctors/verification/', admin)).json() as { doctor_id: number }[]).some(
        (q) => q.doctor_id === rejected.doctorId,
      );
    expect(await queued()).toBe(false);
    await uploadCertification(rejected);
    expect(await queued()).toBe(true);
  });
});

describe('mail of the verification', () => {
  it('a mail server down does not fail the refusal: it is saved, answered 204, and the mail queued for later', async () => {
    const rejected = await createAccount(ctx, 'doctor');
    await uploadCertification(rejected);
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    try {
      const res = await call('POST', `/api/admin/doctors/${rejected.doctorId}/reject/`, admin, {
        reason: 'The scan is unreadable.',
      });
      expect(res.statusCode).toBe(204);
      await ctx.drainJobs();
    } finally {
      ctx.deps.mailer.send = send;
    }
    const [queued] = await ctx.deps.db
      .select({ kind: messages.kind, status: messages.status })
      .from(messages)
      .where(and(eq(messages.recipient, rejected.email), eq(messages.kind, 'doctor.rejected')));
    expect(queued).toEqual({ kind: 'doctor.rejected', status: expect.not.stringMatching(/^sent$/) });
    const profile = await call('GET', `/api/doctor/UpdateProfile/${rejected.doctorId}/`, rejected);
    expect(profile.json().is_certified).toBe(false);
  });
});

describe('suspension', () => {
  it('ends sessions at once, refuses sign-in, hides a doctor from search and their card; restore undoes it', async () => {
    const victim = await createAccount(ctx, 'doctor', { first_name: 'Zed', last_name: 'Suspended' });
    await completeProfile(victim);
    const profile = `/api/doctor/UpdateProfile/${victim.doctorId}/`;
    expect((await call('GET', profile, victim)).statusCode).toBe(200);
    const url = `/api/admin/users/${victim.userId}/suspend/`;
    expect((await call('POST', url, admin, {})).statusCode).toBe(400);
    const res = await call('POST', url, admin, { reason: 'Fake diploma' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'doctor', suspension_reason: 'Fake diploma' });

    expect((await call('GET', profile, victim)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/auth/token/refresh/', undefined, { refresh: victim.refresh });
    expect(refresh.statusCode).toBe(401);
    const login = await call('POST', '/api/auth/custom_token/', undefined, {
      username: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(403);
    expect((await search('search=Suspended')).results).toEqual([]);
    const card = `/api/doctor/search/${victim.doctorId}`;
    expect((await call('GET', card)).statusCode).toBe(404);

    expect((await call('POST', `/api/admin/users/${victim.userId}/restore/`, admin)).statusCode).toBe(200);
    const back = await call('POST', '/api/auth/custom_token/', undefined, {
      username: victim.email,
      password: victim.password,
    });
    expect(back.statusCode).toBe(200);
    expect((await search('search=Suspended')).results).toHaveLength(1);
    expect((await call('GET', card)).json()).toMatchObject({ last_name: 'Suspended' });
  });

  it('an administrator cannot suspend their own account; patients cannot suspend anyone', async () => {
    expect(
      (await call('POST', `/api/admin/users/${admin.userId}/suspend/`, admin, { reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/users/${doctor.userId}/suspend/`, patient, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('contact messages', () => {
  it('lists, reads and marks answered', async () => {
    await call('POST', '/api/contact-us', undefined, {
      full_name: 'Samir B',
      email: 'samir@example.dz',
      subject: 'Question',
      message: 'Hello',
    });
    const list = (await call('GET', '/api/admin/contact-messages/?status=unanswered', admin)).json() as {
      results: { id: number; read_at: string | null }[];
    };
    const [message] = list.results;
    expect(message).toMatchObject({ read_at: null });
    const read = await call('POST', `/api/admin/contact-messages/${message?.id}/read/`, admin);
    expect(read.json()).toMatchObject({
      subject: 'Question',
      answered_at: null,
      read_at: expect.any(String),
    });
    const answered = await call('POST', `/api/admin/contact-messages/${message?.id}/answered/`, admin);
    expect(answered.json()).toMatchObject({ answered_at: expect.any(String) });
    const left = (await call('GET', '/api/admin/contact-messages/?status=unanswered', admin)).json() as {
      count: number;
    };
    expect(left.count).toBe(0);
    expect((await call('GET', '/api/admin/contact-messages/', patient)).statusCode).toBe(403);
  });
});

describe('audit viewer', () => {
  it('shows who did what to which record, filterable, without content', async () => {
    const folder = await createFolder(ctx, patient, 'Audited');
    const requestId = await requestAccess(ctx, doctor.doctorId as number, patient.patientId as number);
    await call('POST', `/api/patient/access-folder/${requestId}/${folder.id}/`, patient, { status: 'True' });
    await call('GET', `/api/doctor/folder/${folder.id}/files/`, doctor);
    const res = await call('GET', `/api/admin/audit/?actor=${doctor.userId}&action=read`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Record<string, unknown>[] };
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor_id: doctor.userId,
      actor_email: doctor.email,
      action: 'read',
      entity: 'folder',
      entity_id: folder.id,
      patient_id: patient.patientId,
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(body)).not.toContain('Audited');
    const certReads = (await call('GET', '/api/admin/audit/?entity=certification', admin)).json() as {
      count: number;
    };
    expect(certReads.count).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/audit/?from=yesterday', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit/', doctor)).statusCode).toBe(403);
  });
});
