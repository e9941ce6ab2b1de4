import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { slots, waitlistEntries } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '#api/modules/doctor/test/support.ts';

// Moving appointments cannot be turned into a mail cannon: moves spend the booking budget, and a
// waiting patient hears of a freed slot at most once an hour per doctor, however many free up.

const HOUR = 3_600_000;
let ctx: TestContext;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Samir', last_name: 'Haddad' });
});
afterAll(() => ctx.close());

let minute = 0;
async function freeSlots(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    minute += 20;
    const at = (m: number) =>
      `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const [start, end] = [at(minute), at(minute + 15)];
    const [row] = await ctx.deps.db
      .insert(slots)
      .values({ doctorId: doctor.doctorId as number, day: dayFromToday(4), startTime: start, endTime: end })
      .returning({ id: slots.id });
    ids.push(row?.id as number);
  }
  return ids;
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
const offersTo = (who: TestAccount) =>
  ctx.mail.filter((m) => m.to === who.email && m.subject === 'A slot is free with Dr. Samir Haddad');

describe('moving appointments', () => {
  it('are limited as bookings are: five a minute, then the next move waits', async () => {
    const mover = await createAccount(ctx, 'patient');
    const targets = await freeSlots(7);
    const id = await book(targets[0] as number, mover);
    for (const slot of targets.slice(1, 6)) expect((await move(id, slot, mover)).statusCode).toBe(204);
    const refused = await move(id, targets[6] as number, mover);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^You are moving appointments too fast\. Try again in /),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const fr = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/appointments/${id}/reschedule/`,
      headers: { ...mover.auth, cookie: 'lang=fr' },
      payload: { slot: targets[6] },
    });
    expect(fr.json().detail).toMatch(/^Vous déplacez vos rendez-vous trop vite\./);

    ctx.advance(61_000);
    expect((await move(id, targets[6] as number, mover)).statusCode).toBe(204);
  });
});

describe('the waitlist', () => {
  it('tells a waiting patient of freed slots at most once an hour per doctor', async () => {
    const waiter = await createAccount(ctx, 'patient');
    expect((await call('POST', `/api/patient/waitlist/${doctor.doctorId}/`, waiter)).json()).toEqual({
      waiting: true,
    });
    const movers = [await createAccount(ctx, 'patient'), await createAccount(ctx, 'patient')];
    const slotsToUse = await freeSlots(8);
    // Two patients move three times each: six freed slots.
    for (const [i, mover] of movers.entries()) {
      const mine = slotsToUse.slice(i * 4, i * 4 + 4);
      const id = await book(mine[0] as number, mover);
      for (const slot of mine.slice(1)) expect((await move(id, slot, mover)).statusCode).toBe(204);
    }
    await ctx.drainJobs();
    await ctx.drainJobs();
    expect(offersTo(waiter)).toHaveLength(1);
    const notes = (await call('GET', '/api/notifications/', waiter)).json<{ results: { kind: string }[] }>();
    expect(notes.results.filter((n) => n.kind === 'waitlist.slot_free')).toHaveLength(1);

    // An hour later (the offer's time moved back, as sessions would not outlive the clock), the next
    // freed slot is news again.
    await ctx.deps.db
      .update(waitlistEntries)
      .set({ offeredAt: sql`${waitlistEntries.offeredAt} - ${`${HOUR + 60_000} milliseconds`}::interval` })
      .where(eq(waitlistEntries.patientId, waiter.patientId as number));
    const [later] = await freeSlots(1);
    const mover = movers[0] as TestAccount;
    const id = await book(later as number, mover);
    expect((await call('POST', `/api/patient/appointments/${id}/cancel/`, mover)).statusCode).toBe(204);
    await ctx.drainJobs();
    await ctx.drainJobs();
    expect(offersTo(waiter)).toHaveLength(2);
  });
});
