import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createFolder, createSlot, requestAccess, uploadFile } from '#api/modules/patient/test/records.ts';

// A patient ends a doctor's access (decision 0059): the doctor's list, the record, the shared
// folders and files, writing and messaging all close; a new choice of the patient opens them again.

type Doctor = TestAccount & { doctorId: number };
type Patient = TestAccount & { patientId: number };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: TestAccount['auth'], payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });

const doctorsWithAccess = (patient: Patient) =>
  call('GET', `/patient/${patient.patientId}/doctors-with-access/`, patient.auth);
const withdraw = (patient: Patient, doctor: Doctor, caller: TestAccount = patient) =>
  call('DELETE', `/patient/${patient.patientId}/doctors-with-access/${doctor.doctorId}/`, caller.auth);

const book = async (doctor: Doctor, patient: Patient, dayOffset: number) => {
  const slot = await createSlot(ctx, doctor.doctorId, dayOffset, '10:00', '10:30');
  const booked = await call('POST', `/patient/${patient.patientId}/booking/${slot.id}/`, patient.auth, {});
  expect(booked.statusCode).toBe(201);
};
const share = async (doctor: Doctor, patient: Patient, folderId: number) => {
  const requestId = await requestAccess(ctx, doctor.doctorId, patient.patientId);
  const res = await call('POST', `/patient/access-folder/${requestId}/${folderId}/`, patient.auth, {
    status: 'True',
    duration: 'until_revoked',
  });
  expect(res.statusCode).toBe(200);
};
const listed = async (doctor: Doctor, patient: Patient) => {
  const list = (await call('GET', `/doctor/get_my_patients/${doctor.doctorId}/`, doctor.auth)).json() as {
    accepted_patients: { id: number }[];
    pending_patients: { id: number }[];
  };
  return [...list.accepted_patients, ...list.pending_patients].some((p) => p.id === patient.patientId);
};
const record = (doctor: Doctor, patient: Patient) =>
  call('GET', `/doctor/patients/${patient.patientId}/record/`, doctor.auth);
const writeAppointment = (doctor: Doctor, patient: Patient, dayOffset = 5) =>
  call('POST', `/doctor/create_appointment/${doctor.doctorId}/${patient.patientId}/`, doctor.auth, {
    day: new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10),
    start_time: '08:00',
    end_time: '08:30',
  });
const writeConsultation = (doctor: Doctor, patient: Patient, content = 'Written by the doctor') =>
  call('POST', '/doctor/CreateConsultation/', doctor.auth, {
    doctor: doctor.doctorId,
    patient: patient.patientId,
    objective: 'Check',
    content,
  });
const conversationWith = async (patient: Patient) => {
  const inbox = (await call('GET', '/conversations/', patient.auth)).json() as { results: { id: number }[] };
  const [conversation] = inbox.results;
  if (!conversation) throw new Error('no conversation');
  return conversation.id;
};
const send = (who: TestAccount, conversationId: number, payload: object) =>
  call('POST', `/conversations/${conversationId}/messages/`, who.auth, {
    client_id: randomUUID(),
    ...payload,
  });

describe("a patient ending a doctor's access", () => {
  it('closes the list, the record, the files, writing and messaging; what the doctor wrote stays the patient’s', async () => {
    const doctor = (await createAccount(ctx, 'doctor', {
      first_name: 'Nadia',
      last_name: 'Belkacem',
    })) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    await book(doctor, patient, 3);
    const folder = await createFolder(ctx, patient, 'Analyses');
    const file = await uploadFile(ctx, patient, folder.id);
    await share(doctor, patient, folder.id);
    const conversationId = await conversationWith(patient);
    expect((await send(patient, conversationId, { body: 'Mes analyses', file: file.id })).statusCode).toBe(
      201,
    );
    expect((await writeConsultation(doctor, patient, 'Kept in the record')).statusCode).toBe(201);

    // Every path is open before.
    expect(await listed(doctor, patient)).toBe(true);
    expect((await record(doctor, patient)).statusCode).toBe(200);
    expect((await call('GET', `/doctor/folder/${folder.id}/files/`, doctor.auth)).statusCode).toBe(200);
    expect((await call('GET', file.file.replace(/^\/api/, ''), doctor.auth)).statusCode).toBe(200);
    const attached = `/conversations/${conversationId}/files/${file.id}/`;
    expect((await call('GET', attached, doctor.auth)).statusCode).toBe(200);
    expect((await send(doctor, conversationId, { body: 'Bien reçu' })).statusCode).toBe(201);

    // The patient sees who can reach them and why.
    expect((await doctorsWithAccess(patient)).json()).toEqual([
      {
        doctor: doctor.doctorId,
        doctor_name: 'Nadia Belkacem',
        doctor_picture: null,
        specialty: null,
        booked: true,
        accepted_request: false,
        folders: [{ id: folder.id, name: 'Analyses' }],
      },
    ]);

    const ended = await withdraw(patient, doctor);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ msg: 'This doctor no longer has access to your data.', withdrawn: true });

    expect(await listed(doctor, patient)).toBe(false);
    expect((await record(doctor, patient)).statusCode).toBe(404);
    expect((await call('GET', `/doctor/folder/${folder.id}/files/`, doctor.auth)).statusCode).toBe(404);
    expect((await call('GET', file.file.replace(/^\/api/, ''), doctor.auth)).statusCode).toBe(404);
    expect((await call('GET', attached, doctor.auth)).statusCode).toBe(404);
    expect((await call('GET', attached, patient.auth)).statusCode).toBe(200);
    expect((await send(doctor, conversationId, { body: 'Encore moi' })).statusCode).toBe(403);
    const appointment = await writeAppointment(doctor, patient);
    expect(appointment.statusCode).toBe(400);
    expect(appointment.json()).toEqual({ patient: ['This patient is not in your list of patients.'] });
    expect((await writeConsultation(doctor, patient)).statusCode).toBe(400);
    expect((await doctorsWithAccess(patient)).json()).toEqual([]);
    expect((await call('GET', `/patient/folders/${folder.id}/grants/`, patient.auth)).json()).toEqual([]);

    // What the doctor wrote stays in the patient's own record.
    const consultations = (
      await call('GET', `/patient/${patient.patientId}/view-consultations/`, patient.auth)
    ).json() as { content: string }[];
    expect(consultations.map((c) => c.content)).toContain('Kept in the record');

    // Audited like a folder revocation: the doctor's access and the folder, in the patient's name.
    const audited = await ctx.deps.db
      .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patient.patientId), eq(auditEvents.action, 'revoke')));
    expect(audited).toEqual(
      expect.arrayContaining([
        { entity: 'doctor_patient', entityId: doctor.doctorId, actor: patient.userId },
        { entity: 'folder', entityId: folder.id, actor: patient.userId },
      ]),
    );

    // Twice: a clear answer, nothing more recorded.
    const again = await withdraw(patient, doctor);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      msg: 'This doctor has no access to your data: there is nothing to end.',
      withdrawn: false,
    });
  });

  it('opens again with a new booking of the patient, not with what the doctor does alone', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    await book(doctor, patient, 3);
    const conversationId = await conversationWith(patient);
    expect((await withdraw(patient, doctor)).json().withdrawn).toBe(true);
    expect((await send(doctor, conversationId, { body: 'Bonjour' })).statusCode).toBe(403);
    expect((await record(doctor, patient)).statusCode).toBe(404);

    await book(doctor, patient, 4);
    expect(await listed(doctor, patient)).toBe(true);
    expect((await record(doctor, patient)).statusCode).toBe(200);
    expect((await writeAppointment(doctor, patient, 6)).statusCode).toBe(201);
    expect((await writeConsultation(doctor, patient)).statusCode).toBe(201);
    expect((await send(doctor, conversationId, { body: 'Bonjour' })).statusCode).toBe(201);
    expect((await doctorsWithAccess(patient)).json()).toEqual([
      expect.objectContaining({ doctor: doctor.doctorId, booked: true, folders: [] }),
    ]);
  });

  it('ends an accepted request; the doctor may ask again and the patient’s new acceptance opens again', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    const add = () =>
      call('POST', `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`, doctor.auth);
    const accept = () =>
      call('POST', `/patient/${patient.patientId}/care-requests/${doctor.doctorId}/`, patient.auth, {
        accept: true,
      });
    expect((await add()).statusCode).toBe(201);
    expect((await accept()).statusCode).toBe(200);
    expect((await doctorsWithAccess(patient)).json()).toEqual([
      expect.objectContaining({ doctor: doctor.doctorId, booked: false, accepted_request: true }),
    ]);

    expect((await withdraw(patient, doctor)).json().withdrawn).toBe(true);
    expect(await listed(doctor, patient)).toBe(false);
    expect((await record(doctor, patient)).statusCode).toBe(404);
    // The doctor's search no longer says the patient is in their list: they may only ask again.
    const asked = await add();
    expect(asked.statusCode).toBe(201);
    expect(asked.json().status).toBe('requested');
    expect((await record(doctor, patient)).statusCode).toBe(404);
    expect((await accept()).statusCode).toBe(200);
    expect(await listed(doctor, patient)).toBe(true);
    expect((await record(doctor, patient)).statusCode).toBe(200);
  });

  it('is the patient’s alone: another patient and a doctor get 403; a doctor without access is answered clearly', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const stranger = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    const intruder = (await createAccount(ctx, 'patient')) as Patient;
    await book(doctor, patient, 3);

    expect((await withdraw(patient, doctor, intruder)).statusCode).toBe(403);
    expect((await withdraw(patient, doctor, doctor)).statusCode).toBe(403);
    expect(
      (await call('GET', `/patient/${patient.patientId}/doctors-with-access/`, intruder.auth)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/patient/${patient.patientId}/doctors-with-access/`, doctor.auth)).statusCode,
    ).toBe(403);
    expect((await record(doctor, patient)).statusCode).toBe(200);

    const never = await withdraw(patient, stranger);
    expect(never.statusCode).toBe(200);
    expect(never.json().withdrawn).toBe(false);
    const unknown = await call(
      'DELETE',
      `/patient/${patient.patientId}/doctors-with-access/999999/`,
      patient.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Doctor not found.' });
  });

  it('says so when no doctor can reach the patient', async () => {
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    const res = await doctorsWithAccess(patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
