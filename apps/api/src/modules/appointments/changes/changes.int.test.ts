import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patients, slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { algeriaLocal as local, slotTimes } from '#api/test/slot-times.ts';

// The life of an appointment after its booking, through HTTP, on the test database.

const HOUR = 3_600_000;
const nextMinute = (at: number) => Math.ceil(at / 60_000) * 60_000;

// Reminders go 24 h and 2 h before the start.
const REMINDER_HOURS = '24,2';

let ctx: TestContext;
let doctor: TestAccount;
let amina: TestAccount;
let karim: TestAccount;
let nadia: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { REMINDER_HOURS: `24,${REMINDER_HOURS}`, CANCEL_NOTICE_HOURS: '12' },
  });
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Samir', last_name: 'Haddad' });
  amina = await createAccount(ctx, 'patient', { first_name: 'Amina', last_name: 'Benali' });
  karim = await createAccount(ctx, 'patient', { first_name: 'Karim', last_name: 'Saadi' });
  nadia = await createAccount(ctx, 'patient', { first_name: 'Nadia', last_name: 'Ouali' });
});
afterAll(() => ctx.close());

async function slotAt(at: number, minutes = 30) {
  const [row] = await ctx.deps.db
    .insert(slots)
    .values({ doctorId: doctor.doctorId as number, ...slotTimes(at, minutes) })
    .returning({ id: slots.id });
  return row?.id as number;
}
const inDays = (days: number, minutes = 10) => nextMinute(Date.now() + days * 24 * HOUR) + minutes * 60_000;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
async function book(slotId: number, who: TestAccount) {
  const res = await call('POST', `/api/patient/${who.patientId}/booking/${slotId}/`, who, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const notificationsOf = async (who: TestAccount) =>
  (await call('GET', '/api/notifications/', who)).json<{
    unread: number;
    results: { id: number; kind: string; data: Record<string, unknown>; link: string; read: boolean }[];
  }>();
const mailsTo = (who: TestAccount) => ctx.mail.filter((m) => m.to === who.email);
const slotFree = async (id: number) =>
  (await ctx.deps.db.select({ existing: slots.existing }).from(slots).where(eq(slots.id, id)))[0]?.existing;

describe('booking', () => {
  it('tells both sides, mails the confirmation with a calendar invitation, and reminds once', async () => {
    // It starts 2 h and a few seconds from now: the 24 h reminder is already past, the 2 h one near.
    const reminderAt = Date.now() + 4_000;
    const slot = await slotAt(reminderAt + 2 * HOUR);
    const id = await book(slot, amina);
    expect((await notificationsOf(amina)).results[0]).toMatchObject({
      kind: 'appointment.booked',
      data: { appointment: id, doctor_name: 'Samir Haddad' },
      read: false,
    });
    const forDoctor = await notificationsOf(doctor);
    expect(forDoctor.unread).toBe(1);
    expect(forDoctor.results[0]?.data).toMatchObject({ patient_name: 'Amina Benali' });

    await ctx.drainJobs();
    const [confirmation] = mailsTo(amina);
    expect(confirmation?.subject).toBe('Appointment booked with Dr. Samir Haddad');
    expect(confirmation?.text).toContain(`Dr. Samir Haddad is booked for`);
    expect(confirmation?.html).toContain('<p>');
    expect(confirmation?.icalEvent?.method).toBe('REQUEST');
    expect(confirmation?.icalEvent?.content).toContain(`UID:appointment-${id}@reayah.dz`);

    // The 24 h reminder was already past when booked: only the near one comes, once, by email
    // and, the patient having a phone number, by text message.
    expect(mailsTo(amina)).toHaveLength(1);
    await ctx.deps.db
      .update(patients)
      .set({ phoneNumber: '0550123456' })
      .where(eq(patients.id, amina.patientId as number));
    await new Promise((r) => setTimeout(r, Math.max(0, reminderAt - Date.now()) + 1000));
    await ctx.drainJobs();
    await ctx.drainJobs();
    const reminders = mailsTo(amina).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    const delivered = (await call('GET', `/api/doctor/appointments/${id}/messages/`, doctor)).json<
      { kind: string; channel: string; status: string }[]
    >();
    expect(
      delivered
        .filter((m) => m.kind === 'appointment.reminder')
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    expect(delivered.every((m) => m.status === 'sent')).toBe(true);
    const unsubscribe = /(\/api\/reminders\/unsubscribe\/\?\S+)/.exec(reminders[0]?.text ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    const page = await ctx.app.inject({ url: unsubscribe as string, headers: { 'accept-language': 'fr' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vous ne recevrez plus de rappels par e-mail.');
    const forged = await ctx.app.inject({
      url: (unsubscribe as string).replace(/signature=.../, 'signature=xyz'),
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('the patient cancels', () => {
  it('frees the slot at once, tells the doctor, and mails a calendar cancellation', async () => {
    const slot = await slotAt(inDays(3));
    const id = await book(slot, karim);
    const before = (await notificationsOf(doctor)).unread;
    const res = await call('POST', `/api/patient/appointments/${id}/cancel/`, karim);
    expect(res.statusCode, res.body).toBe(204);
    expect(await slotFree(slot)).toBe(true);
    const forDoctor = await notificationsOf(doctor);
    expect(forDoctor.unread).toBe(before + 1);
    expect(forDoctor.results[0]).toMatchObject({ kind: 'appointment.cancelled', data: { by: 'patient' } });
    await ctx.drainJobs();
    const cancellation = mailsTo(karim).find((m) => m.icalEvent?.method === 'CANCEL');
    expect(cancellation?.icalEvent?.method).toBe('CANCEL');
    expect(cancellation?.icalEvent?.content).toContain('STATUS:CANCELLED');
    const history = (await call('GET', `/api/patient/${karim.patientId}/bookings/`, karim)).json<
      { id: number; status: string; cancelled_by: string | null }[]
    >();
    expect(history.find((b) => b.id === id)).toMatchObject({ status: 'cancelled', cancelled_by: 'patient' });
    // And again: it is gone.
    expect((await call('POST', `/api/patient/appointments/${id}/cancel/`, karim)).statusCode).toBe(404);
  });

  it('refuses within the notice before the start, saying until when it could be done', async () => {
    const id = await book(await slotAt(Date.now() + 5 * HOUR), karim);
    const res = await call('POST', `/api/patient/appointments/${id}/cancel/`, karim);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^This appointment can no longer be changed online: it could be until \d{4}-\d\d-\d\d \d\d:\d\d\. Send the doctor a message instead\.$/,
    );
    const french = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/appointments/${id}/cancel/`,
      headers: { ...karim.auth, cookie: 'lang=fr' },
    });
    expect(french.json().detail).toMatch(/^Ce rendez-vous ne peut plus être modifié en ligne/);
  });

  it("cannot touch another patient's appointment", async () => {
    const id = await book(await slotAt(inDays(4)), amina);
    expect((await call('POST', `/api/patient/appointments/${id}/cancel/`, karim)).statusCode).toBe(404);
    expect((await call('POST', `/api/patient/appointments/${id}/cancel/`, doctor)).statusCode).toBe(403);
  });
});

describe('the patient reschedules', () => {
  it('moves to another free slot of the doctor: the old slot frees, the calendar file follows', async () => {
    const from = await slotAt(inDays(5));
    const to = await slotAt(inDays(6, 11));
    const id = await book(from, nadia);
    const res = await call('POST', `/api/patient/appointments/${id}/reschedule/`, nadia, { slot: to });
    expect(res.statusCode, res.body).toBe(204);
    expect(await slotFree(from)).toBe(true);
    expect(await slotFree(to)).toBe(false);
    const ics = await call('GET', `/api/patient/appointments/${id}/calendar.ics`, nadia);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SEQUENCE:1');
    const utc = new Date(inDays(6, 11)).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics.body).toContain(`DTSTART:${utc}`);
    expect((await call('GET', `/api/doctor/appointments/${id}/calendar.ics`, doctor)).statusCode).toBe(200);
    expect((await call('GET', `/api/patient/appointments/${id}/calendar.ics`, karim)).statusCode).toBe(404);
  });

  it('changes nothing when the target is taken, and exactly one wins a race for it', async () => {
    const from = await slotAt(inDays(7));
    const taken = await slotAt(inDays(7, 11));
    const id = await book(from, nadia);
    await book(taken, amina);
    const lost = await call('POST', `/api/patient/appointments/${id}/reschedule/`, nadia, { slot: taken });
    expect(lost.statusCode).toBe(409);
    expect(await slotFree(from)).toBe(false);

    const target = await slotAt(inDays(7, 12));
    const [move, other] = await Promise.all([
      call('POST', `/api/patient/appointments/${id}/reschedule/`, nadia, { slot: target }),
      call('POST', `/api/patient/${karim.patientId}/booking/${target}/`, karim, {}),
    ]);
    const won = [move.statusCode === 204, other.statusCode === 201];
    expect(won.filter(Boolean), `${move.body} ${other.body}`).toHaveLength(1);
    expect(won[0] ? other.statusCode : move.statusCode).toBe(409);
    expect(await slotFree(from)).toBe(move.statusCode === 204);
  });
});

describe('the doctor', () => {
  it('cancels with a reason: the patient reads it in the app, and is mailed where to read it and a link to book again', async () => {
    const yasmine = await createAccount(ctx, 'patient');
    const id = await book(await slotAt(inDays(8)), yasmine);
    const empty = await call('POST', `/api/doctor/appointments/${id}/cancel/`, doctor, { reason: ' ' });
    expect(empty.json()).toEqual({ reason: ['Say why the appointment is cancelled.'] });
    const res = await call('POST', `/api/doctor/appointments/${id}/cancel/`, doctor, {
      reason: 'Urgence au bloc',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await notificationsOf(yasmine)).results[0]).toMatchObject({
      kind: 'appointment.cancelled',
      data: { by: 'doctor', reason: 'Urgence au bloc' },
      link: `/book-a-doctor/${doctor.doctorId}`,
    });
    await ctx.drainJobs();
    const mail = mailsTo(yasmine).find((m) => m.icalEvent?.method === 'CANCEL');
    expect(mail?.subject).toBe('Dr. Samir Haddad cancelled your appointment');
    expect(mail?.text).not.toContain('Urgence au bloc');
    expect(mail?.text).toContain(
      `The doctor's reason is in your appointments:\nhttp://localhost:3000/Patients/${yasmine.patientId}/Appoints`,
    );
    expect(mail?.text).toContain(`/book-a-doctor/${doctor.doctorId}`);
    expect(mail?.icalEvent?.method).toBe('CANCEL');
    const other = await createAccount(ctx, 'doctor');
    const id2 = await book(await slotAt(inDays(8, 11)), yasmine);
    expect(
      (await call('POST', `/api/doctor/appointments/${id2}/cancel/`, other, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('sends none of the reason’s words by mail or text: the patient reads them in the app', async () => {
    const lure = 'Rebook now at http://reayah-dz.example/pay or call 0555 12 34 56';
    const sara = await createAccount(ctx, 'patient');
    const id = await book(await slotAt(inDays(8, 20)), sara);
    expect(
      (await call('POST', `/api/doctor/appointments/${id}/cancel/`, doctor, { reason: lure })).statusCode,
    ).toBe(204);
    const phoned = await call('POST', '/api/doctor/phone-bookings/', doctor, {
      slot: await slotAt(inDays(8, 50)),
      full_name: 'Omar Kaci',
      phone: '0661 98 76 54',
      language: 'fr',
    });
    expect(phoned.statusCode, phoned.body).toBe(201);
    const phonedId = phoned.json<{ id: number }>().id;
    expect(
      (await call('POST', `/api/doctor/appointments/${phonedId}/cancel/`, doctor, { reason: lure }))
        .statusCode,
    ).toBe(204);
    await ctx.drainJobs();

    const mail = mailsTo(sara).find((m) => m.icalEvent?.method === 'CANCEL');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Dr. Samir Haddad cancelled your appointment');
      expect(part).not.toMatch(/reayah-dz\.example|0555/);
    }
    const texts = await ctx.smsTo('+213661987654');
    expect(texts.at(-1)).toMatch(
      /^Reayah : le Dr Samir Haddad a annulé votre rendez-vous du .+\. Appelez le cabinet pour en connaître le motif ou reprendre rendez-vous\.$/,
    );
    expect(texts.join('\n')).not.toMatch(/reayah-dz\.example|0555/);

    // In the app, the patient reads the doctor's words, as written.
    expect((await notificationsOf(sara)).results[0]).toMatchObject({ data: { by: 'doctor', reason: lure } });
  });

  it('marks a past appointment as a no-show, which the patient sees; not a future one', async () => {
    const future = await book(await slotAt(inDays(9)), karim);
    const early = await call('POST', `/api/doctor/appointments/${future}/no-show/`, doctor, {
      no_show: true,
    });
    expect(early.statusCode).toBe(409);
    const at = local(Date.now() - 2 * HOUR);
    const [row] = await ctx.deps.db
      .insert(appointments)
      .values({
        doctorId: doctor.doctorId as number,
        patientId: karim.patientId as number,
        appointmentDate: at.day,
        day: at.day,
        startTime: at.time,
        endTime: local(Math.min(Date.now() - 1.5 * HOUR, Date.parse(`${at.day}T23:59:59+01:00`))).time,
      })
      .returning({ id: appointments.id });
    const id = row?.id as number;
    const res = await call('POST', `/api/doctor/appointments/${id}/no-show/`, doctor, { no_show: true });
    expect(res.statusCode, res.body).toBe(204);
    const list = (await call('GET', `/api/patient/${karim.patientId}/bookings/`, karim)).json<
      { id: number; status: string }[]
    >();
    expect(list.find((b) => b.id === id)?.status).toBe('no_show');
    const overview = await call('GET', `/api/doctor/overview/${doctor.doctorId}/`, doctor);
    expect(overview.json()).toMatchObject({ no_shows: 1 });
  });

  it('sees whether each message about an appointment went out', async () => {
    const id = await book(await slotAt(inDays(10)), nadia);
    await ctx.drainJobs();
    const res = await call('GET', `/api/doctor/appointments/${id}/messages/`, doctor);
    expect(res.json()).toEqual([
      expect.objectContaining({ kind: 'appointment.confirmation', status: 'sent', channel: 'email' }),
    ]);
  });
});

describe('the waitlist', () => {
  it('tells the waiting patients in order of asking when a slot frees; the first to book wins', async () => {
    const waiter1 = await createAccount(ctx, 'patient');
    const waiter2 = await createAccount(ctx, 'patient');
    for (const who of [waiter1, waiter2]) {
      const res = await call('POST', `/api/patient/waitlist/${doctor.doctorId}/`, who);
      expect(res.json()).toEqual({ waiting: true });
    }
    expect((await call('GET', `/api/patient/waitlist/${doctor.doctorId}/`, waiter1)).json()).toEqual({
      waiting: true,
    });
    const slot = await slotAt(inDays(2, 9));
    const leaving = await createAccount(ctx, 'patient');
    const id = await book(slot, leaving);
    expect((await call('POST', `/api/patient/appointments/${id}/cancel/`, leaving)).statusCode).toBe(204);
    await ctx.drainJobs();
    const told = await Promise.all([notificationsOf(waiter1), notificationsOf(waiter2)]);
    for (const list of told)
      expect(list.results[0]).toMatchObject({
        kind: 'waitlist.slot_free',
        link: `/book-a-doctor/${doctor.doctorId}`,
      });
    expect((told[0].results[0]?.id ?? 0) < (told[1].results[0]?.id ?? 0)).toBe(true);
    await ctx.drainJobs(); // the mails the offer queued
    expect(mailsTo(waiter1).at(-1)?.subject).toBe('A slot is free with Dr. Samir Haddad');
    const [first, second] = await Promise.all([
      call('POST', `/api/patient/${waiter1.patientId}/booking/${slot}/`, waiter1, {}),
      call('POST', `/api/patient/${waiter2.patientId}/booking/${slot}/`, waiter2, {}),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    // Booking takes the winner off the list.
    const winner = first.statusCode === 201 ? waiter1 : waiter2;
    expect((await call('GET', `/api/patient/waitlist/${doctor.doctorId}/`, winner)).json()).toEqual({
      waiting: false,
    });
  });
});

describe('notifications', () => {
  it('are marked read by id or all at once, and only the owner can', async () => {
    const mine = await notificationsOf(amina);
    expect(mine.unread).toBeGreaterThan(1);
    const first = mine.results[0]?.id as number;
    expect(
      (await call('POST', '/api/notifications/read/', karim, { ids: [first] })).json().unread,
    ).toBeGreaterThanOrEqual(0);
    expect((await notificationsOf(amina)).unread).toBe(mine.unread);
    const one = await call('POST', '/api/notifications/read/', amina, { ids: [first] });
    expect(one.json().unread).toBe(mine.unread - 1);
    expect((await call('POST', '/api/notifications/read/', amina, {})).statusCode).toBe(400);
    const all = await call('POST', '/api/notifications/read/', amina, { all: true });
    expect(all.json().unread).toBe(0);
    expect((await ctx.app.inject({ url: '/api/notifications/' })).statusCode).toBe(401);
  });
});
