import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';
import { markVerified } from '#api/modules/prescriptions/test/support.ts';
import { type Cast, createCast, dayFromToday, seedFolder, seedGrant } from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
let booker: TestAccount & { patientId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  await markVerified(ctx, cast.doctor.doctorId);
  booker = (await createAccount(ctx, 'patient', {
    first_name: 'Karim',
    last_name: 'Booker',
  })) as typeof booker;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, auth = cast.doctor.auth) => ctx.app.inject({ url: `/api${url}`, headers: auth });
const record = (patientId: number, auth = cast.doctor.auth) =>
  get(`/doctor/patients/${patientId}/record/`, auth);
const book = async (patient: typeof booker, days: number, reason: string) => {
  const slot = await createSlot(ctx, cast.doctor.doctorId, days, '10:00', '10:30');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patient.patientId}/booking/${slot.id}/`,
    headers: patient.auth,
    payload: { appointment_reason: reason, type_person: 'relative' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const nameOf = async (doctor: Cast['doctor']) =>
  (await get(`/doctor/UpdateProfile/${doctor.doctorId}/`, doctor.auth)).json().full_name as string;
const accessLog = async (patient: TestAccount) =>
  (await get('/patient/access-log/', patient.auth)).json().results as {
    entity: string;
    actor_name: string;
  }[];

describe("a doctor's patients list", () => {
  it('lists a patient who booked the doctor, without being added', async () => {
    const before = (await get(`/doctor/get_my_patients/${cast.doctor.doctorId}/`)).json();
    expect(before.pending_patients.map((p: { id: number }) => p.id)).not.toContain(booker.patientId);
    await book(booker, 3, 'Chest pain');
    const after = (await get(`/doctor/get_my_patients/${cast.doctor.doctorId}/`)).json();
    expect(after.pending_patients.map((p: { id: number }) => p.id)).toContain(booker.patientId);
  });
});

describe("the patient's record", () => {
  it("gathers the booked patient's appointments, consultations with their medicines and prescriptions, shared folders and conversation", async () => {
    const consultation = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateConsultation/',
      headers: cast.doctor.auth,
      payload: {
        patient: booker.patientId,
        objective: 'Chest pain',
        content: 'Normal ECG.',
        items: [
          {
            type: 'medicine-item',
            name: 'Aspirine',
            form: 'comprimé 100 mg',
            dose: '1 comprimé',
            frequency: 'une fois par jour',
            duration: '30 jours',
            note: 'au repas',
          },
        ],
      },
    });
    expect(consultation.statusCode).toBe(201);
    const consultationId = consultation.json().id as number;
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/doctor/consultations/${consultationId}/prescriptions`,
      headers: cast.doctor.auth,
    });
    expect(issued.statusCode).toBe(201);
    const folder = await seedFolder(ctx, booker.patientId, 'Cardiologie');
    await seedGrant(ctx, cast.doctor.doctorId, booker.patientId, folder.folderId);

    const res = await record(booker.patientId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.patient).toMatchObject({ id: booker.patientId, full_name: 'Karim Booker' });
    expect(body.upcoming_appointments).toEqual([
      expect.objectContaining({ reason: 'Chest pain', type_person: 'relative', state: 'upcoming' }),
    ]);
    expect(body.past_appointments).toEqual([]);
    expect(body.consultations).toEqual([
      expect.objectContaining({
        id: consultationId,
        objective: 'Chest pain',
        next_consultaion: null,
        medicineItems: [
          {
            name: 'Aspirine',
            form: 'comprimé 100 mg',
            dose: '1 comprimé',
            frequency: 'une fois par jour',
            duration: '30 jours',
            note: 'au repas',
            value: 'comprimé 100 mg · 1 comprimé · une fois par jour · 30 jours · au repas',
          },
        ],
        prescriptions: [
          expect.objectContaining({
            id: issued.json().id,
            pdf: `/api/doctor/consultations/${consultationId}/prescriptions/${issued.json().id}/pdf`,
          }),
        ],
      }),
    ]);
    expect(body.folders).toEqual([
      expect.objectContaining({ id: folder.folderId, name: 'Cardiologie', files: 1, expires_at: null }),
    ]);
    expect(body.conversation).toBeNull();
    const pdf = await get(body.consultations[0].prescriptions[0].pdf.replace('/api', ''));
    expect(pdf.statusCode).toBe(200);
  });

  it("writes the doctor's read of the record into the patient's access log", async () => {
    const doctorName = await nameOf(cast.doctor);
    await record(booker.patientId);
    const entries = await accessLog(booker);
    const mine = entries.filter((e) => e.actor_name === doctorName);
    expect(mine.map((e) => e.entity)).toEqual(
      expect.arrayContaining(['patient', 'consultations', 'folders']),
    );
  });

  it('answers 404 to a doctor the patient never booked nor shared with, as for no one; 403 to a patient', async () => {
    const other = await record(booker.patientId, cast.otherDoctor.auth);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Patient not found.' });
    expect((await record(booker.patientId, booker.auth)).statusCode).toBe(403);
    const nobody = await record(999999);
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { detail: 'Patient not found.' }]);
    // Accepted the doctor's request to be in their list: the record opens.
    expect((await record(cast.patient.patientId)).statusCode).toBe(200);
    const otherName = await nameOf(cast.otherDoctor);
    const logged = await accessLog(booker);
    expect(logged.filter((e) => e.actor_name === otherName)).toEqual([]);
  });

  it('stays closed to a doctor who asks to add a patient, until the patient accepts', async () => {
    const doctor = cast.otherDoctor;
    const post = (url: string, payload: object = {}) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: doctor.auth, payload });
    const stranger = (await createAccount(ctx, 'patient', {
      first_name: 'Nadia',
      last_name: 'Stranger',
    })) as typeof booker;
    const patientId = stranger.patientId;
    expect((await post(`/doctor/add_patient/${doctor.doctorId}/${patientId}/`)).statusCode).toBe(201);
    const appointment = await post(`/doctor/create_appointment/${doctor.doctorId}/${patientId}/`, {
      day: dayFromToday(3),
      start_time: '11:00',
      end_time: '11:30',
    });
    expect(appointment.statusCode).toBe(400);
    const consultation = await post('/doctor/CreateConsultation/', {
      doctor: doctor.doctorId,
      patient: patientId,
      objective: 'Check',
      content: 'Written without the patient',
    });
    expect(consultation.statusCode).toBe(400);
    expect((await record(patientId, doctor.auth)).statusCode).toBe(404);
  });

  it('answers in French to a French doctor', async () => {
    const res = await ctx.app.inject({
      url: `/api/doctor/patients/${booker.patientId}/record/`,
      headers: { ...cast.otherDoctor.auth, 'accept-language': 'fr' },
    });
    expect(res.json().detail).toBe('Patient introuvable.');
  });
});

describe('the folders shared with the doctor', () => {
  it('lists the live grants with the patient and until when, and is empty for another doctor', async () => {
    const res = await get('/doctor/shared-folders/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual(
      expect.objectContaining({
        name: 'Cardiologie',
        patient: booker.patientId,
        patient_name: 'Karim Booker',
      }),
    );
    expect((await get('/doctor/shared-folders/', cast.otherDoctor.auth)).json()).toEqual({ results: [] });
    expect((await get('/doctor/shared-folders/', booker.auth)).statusCode).toBe(403);
  });
});
