import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, patients } from '#api/db/schema/index.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '../doctor/test/support.ts';
import { type Auth, assistantCalls, type Doctor, type Patient, password } from './test/support.ts';

// A doctor invites an assistant, who signs up with the invitation's code and then keeps the
// doctor's agenda: opening hours, telephone bookings, cancellations. The tests run in order: the
// assistant the first one signs up is the one of the next.

let ctx: TestContext;
let doctor: Doctor;
let other: Doctor;
let patient: Patient;
const assistantEmail = `assistant-${Date.now()}@example.dz`;
let assistant: { userId: number; auth: Auth };

const { call, invite, codeFromMail, login, openSlot, setOpeningHours } = assistantCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as Doctor;
  other = (await createAccount(ctx, 'doctor')) as Doctor;
  patient = (await createAccount(ctx, 'patient')) as Patient;
});
afterAll(async () => {
  await ctx.close();
});

describe('a doctor invites an assistant', () => {
  it('mails an invitation that the invitee accepts with a new assistant account', async () => {
    const res = await invite(assistantEmail, doctor);
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
    const patientEmail = await invite(patient.email, doctor);
    expect(patientEmail.statusCode).toBe(400);
    expect(Object.keys(patientEmail.json())).toEqual(['email']);
    expect((await invite(assistantEmail, doctor)).statusCode).toBe(400);
    expect((await invite(`second-${Date.now()}@example.dz`, doctor)).statusCode).toBe(201);
    expect((await invite(`third-${Date.now()}@example.dz`, doctor)).statusCode).toBe(201);
    const fourth = await invite(`fourth-${Date.now()}@example.dz`, doctor);
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
    const hours = await setOpeningHours(assistant.auth);
    expect(hours.statusCode).toBe(200);
    const read = await call('GET', '/api/doctor/opening-hours/', doctor.auth);
    expect(read.json()).toMatchObject({ slot_minutes: 30 });
    const agenda = await call('GET', `/api/doctor/agenda/?from=${dayFromToday(1)}&days=7`, assistant.auth);
    expect(agenda.statusCode).toBe(200);
  });

  it('books a patient who telephoned: a contact-only patient, and a text in their language', async () => {
    const slot = await openSlot(doctor, 2);
    const bad = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot,
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
      slot,
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
    const next = await openSlot(doctor, 3);
    const second = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: next,
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
    const bookings = async () =>
      (await call('GET', `/api/patient/${patient.patientId}/bookings/`, patient.auth)).json<
        { id: number }[]
      >();
    const bookedBefore = (await bookings()).length;

    // A number of an account whose patient never chose this doctor: booked as anyone who phones.
    const res = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: await openSlot(doctor, 4),
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
    expect(record.statusCode).toBe(404);

    // Once the patient booked the doctor themselves, a telephone booking joins their account.
    const own = await call(
      'POST',
      `/api/patient/${patient.patientId}/booking/${await openSlot(doctor, 5)}/`,
      patient.auth,
      {},
    );
    expect(own.statusCode, own.body).toBe(201);
    const later = await openSlot(doctor, 5);
    const linked = await call('POST', '/api/doctor/phone-bookings/', assistant.auth, {
      slot: later,
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
    // Another doctor's slot answers as one that does not exist (decision 0075).
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Booking not found.' });
  });
});
