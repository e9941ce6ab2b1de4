import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, cancelledAppointments, slots, users } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { slotTimes } from '#api/test/slot-times.ts';
import { createTestAdmin } from '#api/modules/admin/test/admin.ts';

// A suspended doctor takes no one: no move into their slots, no waitlist; the appointments still to
// come are cancelled with notice as the doctor would cancel them, and restoring brings none back.

const HOUR = 3_600_000;
const inDays = (days: number) => Math.ceil((Date.now() + days * 24 * HOUR) / 60_000) * 60_000;

let ctx: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestAdmin(ctx);
});
afterAll(() => ctx.close());

async function slotOf(doctor: TestAccount, at: number) {
  const [row] = await ctx.deps.db
    .insert(slots)
    .values({ doctorId: doctor.doctorId as number, ...slotTimes(at) })
    .returning({ id: slots.id });
  return row?.id as number;
}
const call = (method: 'GET' | 'POST', url: string, who: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
async function book(slotId: number, who: TestAccount) {
  const res = await call('POST', `/api/patient/${who.patientId}/booking/${slotId}/`, who, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const move = (id: number, slot: number, who: TestAccount) =>
  call('POST', `/api/patient/appointments/${id}/reschedule/`, who, { slot });
const suspendInDatabase = (doctor: TestAccount, at: Date | null) =>
  ctx.deps.db.update(users).set({ suspendedAt: at }).where(eq(users.id, doctor.userId));

describe('a suspended doctor', () => {
  it('takes no appointment moved into their slots; an active doctor still does', async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const patient = await createAccount(ctx, 'patient');
    const [first, second, third] = [
      await slotOf(doctor, inDays(3)),
      await slotOf(doctor, inDays(4)),
      await slotOf(doctor, inDays(5)),
    ];
    const id = await book(first as number, patient);
    expect((await move(id, second as number, patient)).statusCode).toBe(204);

    // Suspended between the cancellations and this request (no cancellation ran here).
    await suspendInDatabase(doctor, new Date());
    const refused = await move(id, third as number, patient);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Doctor not found.' });
    const [kept] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept?.slotId).toBe(second);
    const [target] = await ctx.deps.db
      .select()
      .from(slots)
      .where(eq(slots.id, third as number));
    expect(target?.existing).toBe(true);
    await suspendInDatabase(doctor, null);
  });

  it('has no waitlist to join; an active doctor has', async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const patient = await createAccount(ctx, 'patient');
    const join = () => call('POST', `/api/patient/waitlist/${doctor.doctorId}/`, patient);
    await suspendInDatabase(doctor, new Date());
    const refused = await join();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Doctor not found.' });
    expect((await call('GET', `/api/patient/waitlist/${doctor.doctorId}/`, patient)).json()).toEqual({
      waiting: false,
    });
    await suspendInDatabase(doctor, null);
    expect((await join()).json()).toEqual({ waiting: true });
  });

  it('cancels the appointments to come, telling each patient why in their language; restoring brings none back', async () => {
    const doctor = await createAccount(ctx, 'doctor', { first_name: 'Walid', last_name: 'Mebarki' });
    const amina = await createAccount(ctx, 'patient');
    const karim = await createAccount(ctx, 'patient');
    const other = await createAccount(ctx, 'doctor');
    await ctx.deps.db.update(users).set({ language: 'fr' }).where(eq(users.id, karim.userId));
    const aminaVisit = await book(await slotOf(doctor, inDays(2)), amina);
    const karimSlot = await slotOf(doctor, inDays(6));
    const karimVisit = await book(karimSlot, karim);
    const elsewhere = await book(await slotOf(other, inDays(2)), amina);
    await ctx.drainJobs();
    ctx.mail.length = 0;

    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${doctor.userId}/suspend/`,
      headers: admin.auth,
      payload: { reason: 'Diplôme non reconnu.' },
    });
    expect(suspended.statusCode).toBe(200);
    await ctx.drainJobs();

    const left = await ctx.deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.doctorId, doctor.doctorId as number));
    expect(left).toEqual([]);
    const cancelled = await ctx.deps.db
      .select({ id: cancelledAppointments.id, by: cancelledAppointments.cancelledBy })
      .from(cancelledAppointments)
      .where(eq(cancelledAppointments.doctorId, doctor.doctorId as number));
    expect(cancelled.map((c) => c.id).sort()).toEqual([aminaVisit, karimVisit].sort());
    expect(cancelled.every((c) => c.by === 'doctor')).toBe(true);

    const toAmina = ctx.mail.filter((m) => m.to === amina.email);
    expect(toAmina).toHaveLength(1);
    expect(toAmina[0]?.subject).toBe('Dr. Walid Mebarki cancelled your appointment');
    expect(toAmina[0]?.text).toContain('This doctor can no longer see patients on Reayah.');
    expect(toAmina[0]?.text).not.toContain('Diplôme non reconnu');
    const toKarim = ctx.mail.filter((m) => m.to === karim.email);
    expect(toKarim[0]?.text).toContain('Ce médecin ne peut plus recevoir de patients sur Reayah.');
    const notes = (await call('GET', '/api/notifications/', amina)).json<{
      results: { kind: string; data: Record<string, unknown> }[];
    }>();
    expect(notes.results[0]).toMatchObject({
      kind: 'appointment.cancelled',
      data: { appointment: aminaVisit, by: 'doctor' },
    });
    // The other doctor's appointment is untouched.
    expect(
      await ctx.deps.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, elsewhere)),
    ).toHaveLength(1);

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${doctor.userId}/restore/`,
      headers: admin.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(
      await ctx.deps.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctor.doctorId as number))),
    ).toEqual([]);
    // The freed slot is bookable again once restored.
    await book(karimSlot, karim);
  });
});
