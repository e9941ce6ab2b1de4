import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';
import { dayFromToday } from '../test/support.ts';

// A doctor's "add a patient" is a request the patient answers: until they accept, the doctor
// writes nothing for them and reads nothing of theirs (lib/access/patient-consent.ts).

type Doctor = TestAccount & { doctorId: number };
type Patient = TestAccount & { patientId: number };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, auth: TestAccount['auth'], payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
const notificationsOf = async (who: TestAccount) =>
  (await call('GET', '/notifications/', who.auth)).json().results as { kind: string; data: object }[];
const writeAppointment = (doctor: Doctor, patient: Patient) =>
  call('POST', `/doctor/create_appointment/${doctor.doctorId}/${patient.patientId}/`, doctor.auth, {
    day: dayFromToday(5),
    start_time: '09:00',
    end_time: '09:30',
  });
const writeConsultation = (doctor: Doctor, patient: Patient) =>
  call('POST', '/doctor/CreateConsultation/', doctor.auth, {
    doctor: doctor.doctorId,
    patient: patient.patientId,
    objective: 'Check',
    content: 'Written by the doctor',
  });
const record = (doctor: Doctor, patient: Patient) =>
  call('GET', `/doctor/patients/${patient.patientId}/record/`, doctor.auth);

describe("a doctor's request to add a patient", () => {
  it('opens nothing until the patient accepts; the patient is told and sees the appointment the doctor writes', async () => {
    const doctor = (await createAccount(ctx, 'doctor', {
      first_name: 'Samir',
      last_name: 'Haddad',
    })) as Doctor;
    const patient = (await createAccount(ctx, 'patient', {
      first_name: 'Lina',
      last_name: 'Kaci',
    })) as Patient;

    const asked = await call(
      'POST',
      `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`,
      doctor.auth,
    );
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      msg: 'Your request was sent: the patient joins your list once they accept it.',
      status: 'requested',
    });

    // Nothing is open yet: no appointment, no consultation, no record, not in the list.
    const early = await writeAppointment(doctor, patient);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ patient: ['This patient is not in your list of patients.'] });
    expect((await writeConsultation(doctor, patient)).statusCode).toBe(400);
    expect((await record(doctor, patient)).statusCode).toBe(404);
    const list = (await call('GET', `/doctor/get_my_patients/${doctor.doctorId}/`, doctor.auth)).json();
    expect(list.pending_patients).toEqual([]);
    expect(list.requested_patients).toEqual([
      expect.objectContaining({ id: patient.patientId, full_name: 'Lina Kaci' }),
    ]);
    expect((await call('GET', `/patient/${patient.patientId}/bookings/`, patient.auth)).json()).toEqual([]);

    // The patient is told, and sees who asks and whether an administrator verified them.
    expect(await notificationsOf(patient)).toContainEqual(
      expect.objectContaining({
        kind: 'care.requested',
        data: { doctor: doctor.doctorId, doctor_name: 'Samir Haddad' },
      }),
    );
    const requests = await call('GET', `/patient/${patient.patientId}/care-requests/`, patient.auth);
    expect(requests.json()).toEqual([
      {
        doctor: doctor.doctorId,
        doctor_name: 'Samir Haddad',
        doctor_picture: null,
        specialty: null,
        verified: false,
        requested_at: expect.any(String),
      },
    ]);

    const accepted = await call(
      'POST',
      `/patient/${patient.patientId}/care-requests/${doctor.doctorId}`,
      patient.auth,
      { accept: true },
    );
    expect(accepted.statusCode).toBe(200);
    // The request's notification no longer asks for an answer: it says it was accepted, and is read.
    const answered = (await call('GET', '/notifications/', patient.auth)).json();
    expect(answered.results).toContainEqual(
      expect.objectContaining({
        kind: 'care.requested',
        data: { doctor: doctor.doctorId, doctor_name: 'Samir Haddad', answer: 'accepted' },
        read: true,
      }),
    );
    expect(answered.unread).toBe(0);
    expect(await notificationsOf(doctor)).toContainEqual(
      expect.objectContaining({ kind: 'care.accepted', data: { patient_name: 'Lina Kaci' } }),
    );
    expect((await call('GET', `/patient/${patient.patientId}/care-requests/`, patient.auth)).json()).toEqual(
      [],
    );

    // Now the doctor writes an appointment: the patient is told and sees it marked as the doctor's.
    const written = await writeAppointment(doctor, patient);
    expect(written.statusCode).toBe(201);
    expect(await notificationsOf(patient)).toContainEqual(
      expect.objectContaining({
        kind: 'appointment.booked',
        data: expect.objectContaining({ appointment: written.json().id, by: 'doctor' }),
      }),
    );
    const bookings = (await call('GET', `/patient/${patient.patientId}/bookings/`, patient.auth)).json();
    expect(bookings).toEqual([
      expect.objectContaining({ id: written.json().id, status: 'booked', made_by_doctor: true }),
    ]);
    expect((await writeConsultation(doctor, patient)).statusCode).toBe(201);
    expect((await record(doctor, patient)).statusCode).toBe(200);
  });

  it('stays closed when the patient declines, and the doctor cannot ask again', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient', {
      first_name: 'Rym',
      last_name: 'Saidi',
    })) as Patient;
    await call('POST', `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`, doctor.auth);
    const declined = await call(
      'POST',
      `/patient/${patient.patientId}/care-requests/${doctor.doctorId}`,
      patient.auth,
      { accept: false },
    );
    expect(declined.statusCode).toBe(200);
    expect(await notificationsOf(doctor)).toContainEqual(
      expect.objectContaining({ kind: 'care.declined', data: { patient_name: 'Rym Saidi' } }),
    );
    expect(await notificationsOf(patient)).toContainEqual(
      expect.objectContaining({
        kind: 'care.requested',
        data: expect.objectContaining({ answer: 'declined' }),
      }),
    );
    const again = await call(
      'POST',
      `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`,
      doctor.auth,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This patient declined your request to add them to your list.' });
    expect((await writeAppointment(doctor, patient)).statusCode).toBe(400);
    expect((await record(doctor, patient)).statusCode).toBe(404);
    // Answered already: a second answer finds nothing.
    const twice = await call(
      'POST',
      `/patient/${patient.patientId}/care-requests/${doctor.doctorId}`,
      patient.auth,
      { accept: true },
    );
    expect(twice.statusCode).toBe(404);
  });

  it('is answered only by its own patient: another patient and a doctor are refused', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    const intruder = (await createAccount(ctx, 'patient')) as Patient;
    await call('POST', `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`, doctor.auth);
    const url = `/patient/${patient.patientId}/care-requests/${doctor.doctorId}`;
    expect((await call('POST', url, intruder.auth, { accept: true })).statusCode).toBe(403);
    expect((await call('POST', url, doctor.auth, { accept: true })).statusCode).toBe(403);
    expect(
      (await call('GET', `/patient/${patient.patientId}/care-requests/`, intruder.auth)).statusCode,
    ).toBe(403);
    // The intruder's own path with the doctor's id finds no request of theirs.
    const own = `/patient/${intruder.patientId}/care-requests/${doctor.doctorId}`;
    expect((await call('POST', own, intruder.auth, { accept: true })).statusCode).toBe(404);
    expect((await record(doctor, patient)).statusCode).toBe(404);
    const bad = await call('POST', url, patient.auth, { accept: 'yes', is_admin: true });
    expect(bad.statusCode).toBe(400);
  });

  it("hides a suspended doctor's request and refuses its answer", async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    await call('POST', `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`, doctor.auth);
    await ctx.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, doctor.userId));
    expect((await call('GET', `/patient/${patient.patientId}/care-requests/`, patient.auth)).json()).toEqual(
      [],
    );
    const url = `/patient/${patient.patientId}/care-requests/${doctor.doctorId}`;
    expect((await call('POST', url, patient.auth, { accept: true })).statusCode).toBe(404);
  });

  it('joins a patient who booked the doctor at once, without asking', async () => {
    const doctor = (await createAccount(ctx, 'doctor')) as Doctor;
    const patient = (await createAccount(ctx, 'patient')) as Patient;
    const slot = await createSlot(ctx, doctor.doctorId, 4, '10:00', '10:30');
    const booked = await call('POST', `/patient/${patient.patientId}/booking/${slot.id}/`, patient.auth, {});
    expect(booked.statusCode).toBe(201);
    const added = await call(
      'POST',
      `/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`,
      doctor.auth,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().status).toBe('accepted');
    expect((await writeAppointment(doctor, patient)).statusCode).toBe(201);
  });
});
