import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messages, patients, slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { readStream } from '#api/test/sse.ts';
import { dayFromToday } from '../doctor/test/support.ts';

let ctx: TestContext;
let doctor: TestAccount & { doctorId: number };
let other: TestAccount & { doctorId: number };
let patient: TestAccount & { patientId: number };
const assistantEmail = `assistant-${Date.now()}@example.dz`;
const password = 'secretary-pass-42';
let assistant: { userId: number; auth: { authorization: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as typeof doctor;
  other = (await createAccount(ctx, 'doctor')) as typeof other;
  patient = (await createAccount(ctx, 'patient')) as typeof patient;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: string, url: string, auth?: { authorization: string }, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload ? { payload } : {}),
  });

async function invite(email: string, by = doctor) {
  return call('POST', '/api/doctor/assistants/invites/', by.auth, { email });
}

async function codeFromMail(email: string, skip = 0) {
  await ctx.drainJobs();
  const mail = await ctx.mailTo(email, skip);
  const code = /code=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error('no code in the invitation');
  return { code, mail };
}

async function login(email: string) {
  const res = await call('POST', '/api/auth/custom_token/', undefined, { username: email, password });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ access: string; user: { id: number; assistant_of: number | null } }>();
  return {
    userId: body.user.id,
    assistantOf: body.user.assistant_of,
    auth: { authorization: `Bearer ${body.access}` },
  };
}

describe('a doctor invites an assistant', () => {
  it('mails an invitation that the invitee accepts with a new assistant account', async () => {
    const res = await invite(assistantEmail);
    expect(res.statusCode).toBe(201);
    const { code, mail } = await codeFromMail(assistantEmail);
    expect(mail.subject).toContain('invites you to keep their agenda');

    const summary = await call('GET', `/api/assistant/invites/${code}/`);
    expect(summary.json()).toMatchObject({ email: assistantEmail, has_account: false });

    const missingName = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, { password });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json()).toEqual({ first_name: ['First Name is Required'] });

    const accepted = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, {
      first_name: 'Samia',
      last_name: 'Benali',
      password,
    });
    expect(accepted.statusCode).toBe(201);
    const again = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, { password });
    expect(again.statusCode).toBe(404);

    const signedIn = await login(assistantEmail);
    expect(signedIn.assistantOf).toBe(doctor.doctorId);
    assistant = signedIn;
    const me = await call('GET', '/api/assistant/me/', assistant.auth);
    expect(me.json()).toEqual({ doctor: { id: doctor.doctorId, full_name: expect.any(String) } });

    const list = (await call('GET', '/api/doctor/assistants/', doctor.auth)).json<{
      assistants: { email: string }[];
      invites: unknown[];
    }>();
    expect(list.assistants.map((a) => a.email)).toEqual([assistantEmail]);
    expect(list.invites).toEqual([]);
  });

  it("refuses a patient's email, a repeat, and more than three assistants", async () => {
    const patientEmail = await invite(patient.email);
    expect(patientEmail.statusCode).toBe(400);
    expect(Object.keys(patientEmail.json())).toEqual(['email']);
    expect((await invite(assistantEmail)).statusCode).toBe(400);
    expect((await invite(`second-${Date.now()}@example.dz`)).statusCode).toBe(201);
    expect((await invite(`third-${Date.now()}@example.dz`)).statusCode).toBe(201);
    const fourth = await invite(`fourth-${Date.now()}@example.dz`);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toContain('at most 3 assistants');
  });

  it('is not something an assistant or a patient can do', async () => {
    expect((await invite('x@example.dz', patient as never)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/doctor/assistants/invites/', assistant.auth, { email: 'y@example.dz' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('what an assistant does for the doctor', () => {
  it('sets the opening hours and an absence, and reads the agenda', async () => {
    const hours = await call('PUT', '/api/doctor/opening-hours/', assistant.auth, {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
      slot_minutes: 30,
      horizon_weeks: 1,
      notice_hours: 0,
      visit_kind: 'in_person',
    });
    expect(hours.statusCode).toBe(200);
    const read = await call('GET', '/api/doctor/opening-hours/', doctor.auth);
    expect(read.json()).toMatchObject({ slot_minutes: 30 });
    const agenda = await call('GET', `/api/doctor/agenda/?from=${dayFromToday(1)}&days=7`, assistant.auth);
    expect(agenda.statusCode).toBe(200);
  });

  it('books a patient who telephoned: a contact-only patient, and a text in their language', async () => {
    const [slot] = await ctx.deps.db
      .select({ id: slots.id })
      .from(slots)
      .where(
        and(eq(slots.doctorId, doctor.doctorId), eq(slots.day, dayFromToday(2)), eq(slots.existing, true)),
      )
      .limit(1);
    const bad = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: slot?.id,
      full_name: 'Omar Kaci',
      phone: '0412345678',
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['phone']);

    const outOfRange = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: 2 ** 40,
      full_name: 'Omar Kaci',
      phone: '0661234567',
      language: 'fr',
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toEqual({ slot: ['Choose a free slot.'] });

    const res = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: slot?.id,
      full_name: 'Omar Kaci',
      phone: '0661 23 45 67',
      language: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const booked = res.json<{ id: number; patient: number }>();
    expect(Object.keys(booked).sort()).toEqual(['day', 'end_time', 'id', 'patient', 'start_time']);
    const [row] = await ctx.deps.db.select().from(patients).where(eq(patients.id, booked.patient));
    expect(row).toMatchObject({
      userId: null,
      contactOnly: true,
      phoneNumber: '+213661234567',
      deletedAt: null,
    });

    const [text] = await ctx.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.appointmentId, booked.id), eq(messages.channel, 'sms')));
    expect(text?.recipient).toBe('+213661234567');
    expect((text?.body as { text: string }).text).toContain('votre rendez-vous avec le Dr');

    const agenda = await call('GET', `/api/doctor/agenda/?from=${dayFromToday(2)}&days=1`, doctor.auth);
    expect(
      agenda
        .json<{ appointments: { patient_full_name: string }[] }>()
        .appointments.map((a) => a.patient_full_name),
    ).toContain('Omar Kaci');

    // The same number books again: the same contact-only patient.
    const [next] = await ctx.deps.db
      .select({ id: slots.id })
      .from(slots)
      .where(
        and(eq(slots.doctorId, doctor.doctorId), eq(slots.day, dayFromToday(3)), eq(slots.existing, true)),
      )
      .limit(1);
    const second = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: next?.id,
      full_name: 'Omar Kaci',
      phone: '+213661234567',
      language: 'ar',
    });
    expect(second.json<{ patient: number }>().patient).toBe(booked.patient);

    // The assistant cancels it with a reason: the patient is told by text.
    const cancel = await call('POST', `/api/doctor/appointments/${booked.id}/cancel`, assistant.auth, {
      reason: 'Le médecin est en congrès.',
    });
    expect(cancel.statusCode).toBe(204);
    const cancelTexts = await ctx.deps.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.recipient, '+213661234567'), eq(messages.kind, 'appointment.cancelled-by-doctor')),
      );
    expect(cancelTexts).toHaveLength(1);
  });

  it('tells the practice nothing of the account a number belongs to, unless its patient chose the doctor', async () => {
    await ctx.deps.db
      .update(patients)
      .set({ phoneNumber: '0770 11 22 33' })
      .where(eq(patients.id, patient.patientId));
    const freeSlot = async (day: number) => {
      const [slot] = await ctx.deps.db
        .select({ id: slots.id })
        .from(slots)
        .where(
          and(
            eq(slots.doctorId, doctor.doctorId),
            eq(slots.day, dayFromToday(day)),
            eq(slots.existing, true),
          ),
        )
        .limit(1);
      return slot?.id as number;
    };
    const bookings = async () =>
      (await call('GET', `/api/patient/${patient.patientId}/bookings/`, patient.auth)).json<
        { id: number }[]
      >();
    const bookedBefore = (await bookings()).length;

    // A number of an account whose patient never chose this doctor: booked as anyone who phones.
    const res = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: await freeSlot(4),
      full_name: 'Anyone',
      phone: '+213770112233',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['day', 'end_time', 'id', 'patient', 'start_time']);
    expect(res.json().patient).not.toBe(patient.patientId);
    const agenda = await call('GET', `/api/doctor/agenda/?from=${dayFromToday(4)}&days=1`, assistant.auth);
    const names = agenda.json<{ appointments: { patient_full_name: string }[] }>().appointments;
    expect(names.map((a) => a.patient_full_name)).toEqual(['Anyone']);
    expect(await bookings()).toHaveLength(bookedBefore);
    // A number typed at the practice is not the patient's consent: the record stays closed.
    const record = await call('GET', `/api/doctor/patients/${patient.patientId}/record/`, doctor.auth);
    expect(record.statusCode).toBe(403);

    // Once the patient booked the doctor themselves, a telephone booking joins their account.
    const own = await call(
      'POST',
      `/api/patient/${patient.patientId}/booking/${await freeSlot(5)}/`,
      patient.auth,
      {},
    );
    expect(own.statusCode, own.body).toBe(201);
    const [later] = await ctx.deps.db
      .select({ id: slots.id })
      .from(slots)
      .where(
        and(eq(slots.doctorId, doctor.doctorId), eq(slots.day, dayFromToday(5)), eq(slots.existing, true)),
      )
      .limit(1);
    const linked = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: later?.id,
      full_name: 'Anyone',
      phone: '+213770112233',
      language: 'en',
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().patient).toBe(patient.patientId);
    expect(await bookings()).toHaveLength(bookedBefore + 2);
  });

  it("cannot book into another doctor's slot", async () => {
    const created = await call('POST', '/api/doctor/CreateBooking/', other.auth, {
      day: dayFromToday(5),
      start_time: '09:00',
      end_time: '09:30',
    });
    const res = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: created.json<{ id: number }>().id,
      full_name: 'Omar Kaci',
      phone: '0661234567',
      language: 'fr',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('invitation mail cannot be used to flood an inbox', () => {
  it('stops a fourth invitation to one address within a day, even after withdrawals', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as typeof doctor;
    const victim = `victim-${Date.now()}@example.dz`;
    for (let i = 0; i < 3; i++) {
      const res = await invite(victim, flooder);
      expect(res.statusCode).toBe(201);
      const withdrawn = await call(
        'DELETE',
        `/api/doctor/assistants/invites/${res.json<{ id: number }>().id}/`,
        flooder.auth,
      );
      expect(withdrawn.statusCode).toBe(204);
    }
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/assistants/invites/',
      headers: { ...flooder.auth, 'accept-language': 'fr' },
      payload: { email: victim },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ detail: string }>().detail).toMatch(
      /^Cette adresse a déjà reçu plusieurs invitations/,
    );
    await ctx.drainJobs();
    expect(ctx.mail.filter((m) => m.to === victim)).toHaveLength(3);
  });

  it('stops a doctor after ten invitations a day', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as typeof doctor;
    for (let i = 0; i < 10; i++) {
      const res = await invite(`many-${i}-${Date.now()}@example.dz`, flooder);
      expect(res.statusCode).toBe(201);
      await call('DELETE', `/api/doctor/assistants/invites/${res.json<{ id: number }>().id}/`, flooder.auth);
    }
    const eleventh = await invite(`many-last-${Date.now()}@example.dz`, flooder);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ detail: string }>().detail).toMatch(/^You have sent many invitations already/);
  });
});

describe('telephone bookings cannot be used to flood a number with texts', () => {
  it('stops a sixth booking to one number within a day, even after cancellations', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as typeof doctor;
    const number = '0771 00 00 01';
    const book = async (hour: number) => {
      const slot = await call('POST', '/api/doctor/CreateBooking/', flooder.auth, {
        day: dayFromToday(6),
        start_time: `${String(hour).padStart(2, '0')}:00`,
        end_time: `${String(hour).padStart(2, '0')}:30`,
      });
      expect(slot.statusCode).toBe(201);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/doctor/phone-bookings/',
        headers: { ...flooder.auth, 'accept-language': 'fr' },
        payload: {
          slot: slot.json<{ id: number }>().id,
          full_name: 'Karim Saadi',
          phone: number,
          language: 'fr',
        },
      });
    };
    for (let hour = 8; hour < 13; hour++) {
      const booked = await book(hour);
      expect(booked.statusCode).toBe(201);
      const cancelled = await call(
        'POST',
        `/api/doctor/appointments/${booked.json<{ id: number }>().id}/cancel`,
        flooder.auth,
        { reason: 'Erreur' },
      );
      expect(cancelled.statusCode).toBe(204);
    }
    const sixth = await book(13);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ detail: string }>().detail).toMatch(
      /^Ce numéro a déjà reçu plusieurs SMS de réservation/,
    );
    await ctx.drainJobs();
    const texts = await ctx.deps.db.select().from(messages).where(eq(messages.recipient, '+213771000001'));
    expect(texts).toHaveLength(10);
  });
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
