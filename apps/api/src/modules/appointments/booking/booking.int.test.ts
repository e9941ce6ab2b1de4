import { ALGERIA_TIME_ZONE } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slots, users } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';

let ctx: TestContext;
let me: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const doctorId = () => doctor.doctorId as number;
const available = async (id = doctorId()) =>
  ctx.app.inject({ method: 'GET', url: `/api/patient/all-bookings/${id}/` });
const book = (slotId: number, who = me) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${who.patientId}/booking/${slotId}/`,
    headers: who.auth,
    payload: { appointment_reason: '', type_person: '' },
  });

/** The wall-clock time in Algiers, `minutes` from now, as HH:MM. */
function algiersTime(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return at.toLocaleTimeString('en-GB', { timeZone: ALGERIA_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
}

describe("a doctor's available slots", () => {
  it('lists only free slots from now on, in order', async () => {
    const late = await createSlot(ctx, doctorId(), 3, '14:00', '14:30');
    const early = await createSlot(ctx, doctorId(), 1, '09:00', '09:30');
    const sameDayEarlier = await createSlot(ctx, doctorId(), 3, '08:00', '08:30');
    await createSlot(ctx, doctorId(), -1, '09:00', '09:30');
    const booked = await createSlot(ctx, doctorId(), 2, '09:00', '09:30');
    await ctx.deps.db.update(slots).set({ existing: false }).where(eq(slots.id, booked.id));
    const res = await available();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: early.id,
        doctor: doctorId(),
        day: early.day,
        start_time: '09:00:00',
        end_time: '09:30:00',
        existing: true,
        visit_kind: 'in_person',
      },
      {
        id: sameDayEarlier.id,
        doctor: doctorId(),
        day: late.day,
        start_time: '08:00:00',
        end_time: '08:30:00',
        existing: true,
        visit_kind: 'in_person',
      },
      {
        id: late.id,
        doctor: doctorId(),
        day: late.day,
        start_time: '14:00:00',
        end_time: '14:30:00',
        existing: true,
        visit_kind: 'in_person',
      },
    ]);
  });

  it('answers 404 for an unknown doctor', async () => {
    expect((await available(999999)).statusCode).toBe(404);
  });
});

describe('booking a slot', () => {
  it('books the slot: the appointment appears and the slot leaves the list', async () => {
    const slot = await createSlot(ctx, doctorId(), 4, '11:00', '11:30');
    const res = await book(slot.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      doctor: doctorId(),
      patient: me.patientId,
      slot: slot.id,
      day: slot.day,
      appointment_date: slot.day,
      start_time: '11:00:00',
      end_time: '11:30:00',
      is_completed: false,
    });
    expect((await available()).json().map((s: { id: number }) => s.id)).not.toContain(slot.id);
    const bookings = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${me.patientId}/bookings`,
      headers: me.auth,
    });
    expect(bookings.json()).toContainEqual(expect.objectContaining({ id: res.json().id, day: slot.day }));
  });

  it('answers 409 with a clear message when the slot is already booked, and books nothing', async () => {
    const slot = await createSlot(ctx, doctorId(), 4, '12:00', '12:30');
    const other = await createAccount(ctx, 'patient');
    expect((await book(slot.id, other)).statusCode).toBe(201);
    const res = await book(slot.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'This slot has just been booked by someone else. Please choose another one.',
    });
    const rows = await ctx.deps.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
    expect(rows.map((r) => r.patientId)).toEqual([other.patientId]);
  });

  it('answers 409 for a slot that has already started and 404 for an unknown one', async () => {
    const yesterday = await createSlot(ctx, doctorId(), -1, '16:00', '16:30');
    const past = await book(yesterday.id);
    expect(past.statusCode).toBe(409);
    expect(past.json().detail).toMatch(/already started/);
    expect((await book(999999)).statusCode).toBe(404);
  });

  it('takes the time of day into account on the current day', async () => {
    const earlier = algiersTime(-60);
    const later = algiersTime(60);
    // Near midnight the two times fall on other days; the rule is then covered by the test above.
    if (earlier < later && earlier > '00:30' && later < '23:00') {
      const patient = await createAccount(ctx, 'patient');
      const started = await createSlot(ctx, doctorId(), 0, earlier, later);
      expect((await book(started.id, patient)).statusCode).toBe(409);
      const ahead = await createSlot(ctx, doctorId(), 0, later, '23:59');
      expect((await book(ahead.id, patient)).statusCode).toBe(201);
    }
  });

  it('refuses to rebook a slot a doctor reopened while its appointment stands', async () => {
    const slot = await createSlot(ctx, doctorId(), 5, '09:00', '09:30');
    expect((await book(slot.id, await createAccount(ctx, 'patient'))).statusCode).toBe(201);
    await ctx.deps.db.update(slots).set({ existing: true }).where(eq(slots.id, slot.id));
    const other = await createAccount(ctx, 'patient');
    const res = await book(slot.id, other);
    expect(res.statusCode).toBe(409);
    const [row] = await ctx.deps.db
      .select({ existing: slots.existing })
      .from(slots)
      .where(eq(slots.id, slot.id));
    expect(row?.existing).toBe(true);
  });
});

describe('booking limits', () => {
  it('lets one patient hold at most three upcoming appointments with a doctor, with Retry-After', async () => {
    const hoarder = await createAccount(ctx, 'patient');
    const clinic = await createAccount(ctx, 'doctor');
    const own = clinic.doctorId as number;
    const free = await Promise.all(
      [8, 9, 10, 11, 12].map((day) => createSlot(ctx, own, day, '10:00', '10:30')),
    );
    const answers = await Promise.all(free.map((s) => book(s.id, hoarder)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().detail).toMatch(/already have 3 upcoming appointments with this doctor/);
    // The refused slots stay free for others.
    expect((await available(own)).json()).toHaveLength(2);
    const other = await createAccount(ctx, 'patient');
    const left = (await available(own)).json() as { id: number }[];
    expect((await book(left[0]?.id ?? 0, other)).statusCode).toBe(201);
  });

  it('refuses more than five bookings a minute from one patient', async () => {
    const hurried = await createAccount(ctx, 'patient');
    const doctors = await Promise.all(Array.from({ length: 6 }, () => createAccount(ctx, 'doctor')));
    const free = await Promise.all(
      doctors.map((d) => createSlot(ctx, d.doctorId as number, 6, '15:00', '15:30')),
    );
    const codes: number[] = [];
    for (const slot of free) codes.push((await book(slot.id, hurried)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    ctx.advance(61_000);
    const again = await createSlot(ctx, doctors[0]?.doctorId as number, 7, '15:00', '15:30');
    expect((await book(again.id, hurried)).statusCode).toBe(201);
  });
});

describe('a suspended doctor', () => {
  it('offers no slots and takes no booking; the slot stays free for when they are restored', async () => {
    const other = await createAccount(ctx, 'doctor');
    const id = other.doctorId as number;
    const slot = await createSlot(ctx, id, 2, '11:00', '11:30');
    const suspend = (at: Date | null) =>
      ctx.deps.db.update(users).set({ suspendedAt: at }).where(eq(users.id, other.userId));

    await suspend(new Date());
    const listed = await available(id);
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toEqual({ detail: 'Doctor not found.' });
    // A page opened before the suspension still shows the slot: booking it is refused.
    const refused = await book(slot.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Doctor not found.' });
    const [row] = await ctx.deps.db.select().from(slots).where(eq(slots.id, slot.id));
    expect(row?.existing).toBe(true);
    expect(await ctx.deps.db.select().from(appointments).where(eq(appointments.slotId, slot.id))).toEqual([]);

    await suspend(null);
    expect((await available(id)).json()).toEqual([expect.objectContaining({ id: slot.id })]);
    expect((await book(slot.id)).statusCode).toBe(201);
  });
});

describe("the visit's reason written when booking", () => {
  it('is in the answer, in the patient’s list and in the doctor’s list, and reaches nobody else', async () => {
    const patient = await createAccount(ctx, 'patient');
    const clinic = await createAccount(ctx, 'doctor');
    const slot = await createSlot(ctx, clinic.doctorId as number, 3, '10:00', '10:30');
    const reason = "j'ai des boutons qui grattent sur les bras depuis une semaine";
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${patient.patientId}/booking/${slot.id}/`,
      headers: patient.auth,
      payload: { appointment_reason: reason },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ appointment_reason: reason });
    const id = booked.json().id as number;

    const listOf = (who: TestAccount, patientId = who.patientId) =>
      ctx.app.inject({ method: 'GET', url: `/api/patient/${patientId}/bookings`, headers: who.auth });
    const own = await listOf(patient);
    expect(own.json()).toContainEqual(expect.objectContaining({ id, appointment_reason: reason }));

    const agendaOf = (who: TestAccount, doctor = who.doctorId) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/doctor/get_my_patients_appointments/${doctor}/`,
        headers: who.auth,
      });
    const doctors = await agendaOf(clinic);
    expect(doctors.statusCode).toBe(200);
    expect(doctors.json()).toContainEqual(expect.objectContaining({ id, appointment_reason: reason }));

    // Another patient, another doctor: refused the lists that hold it, and not in their own.
    const stranger = await createAccount(ctx, 'patient');
    const otherDoctor = await createAccount(ctx, 'doctor');
    expect((await listOf(stranger, patient.patientId)).statusCode).toBe(403);
    expect((await listOf(otherDoctor, patient.patientId)).statusCode).toBe(403);
    expect((await agendaOf(otherDoctor, clinic.doctorId)).statusCode).toBe(403);
    expect((await agendaOf(patient, clinic.doctorId)).statusCode).toBe(403);
    expect(JSON.stringify((await listOf(stranger)).json())).not.toContain(reason);
    expect(JSON.stringify((await agendaOf(otherDoctor)).json())).not.toContain(reason);
  });

  it('is empty when none was written', async () => {
    const patient = await createAccount(ctx, 'patient');
    const slot = await createSlot(ctx, doctorId(), 6, '10:00', '10:30');
    const res = await book(slot.id, patient);
    expect(res.json()).toMatchObject({ appointment_reason: '' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${patient.patientId}/bookings`,
      headers: patient.auth,
    });
    expect(list.json()).toEqual([expect.objectContaining({ id: res.json().id, appointment_reason: '' })]);
  });
});
