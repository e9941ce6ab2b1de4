import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointments, slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';

// A doctor edits, moves and deletes slots while patients book them, all at once: on PostgreSQL
// this used to deadlock (500). Every answer must be a decision (2xx, 4xx), never a 5xx, and each
// slot must end in a state that agrees with its appointment.
let ctx: TestContext;
let doctor: TestAccount;
let patients: TestAccount[];
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = await createAccount(ctx, 'doctor');
  patients = await Promise.all(Array.from({ length: 4 }, () => createAccount(ctx, 'patient')));
});
afterAll(async () => {
  await ctx.close();
});

const ROUNDS = 12;
/** About 12 s on PostgreSQL on a quiet 2-core machine (under a second on PGlite): room for a busy one. */
const RACE_TIMEOUT_MS = 90_000;

it(
  `races slot edits, moves and deletes against bookings for ${ROUNDS} rounds without a 5xx`,
  async () => {
    const doctorId = doctor.doctorId as number;
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const slot = await createSlot(ctx, doctorId, 3 + round, '09:00', '09:30');
      const slotUrl = `/api/doctor/UpdateDeleteBooking/${slot.id}/`;
      const asDoctor = (method: 'PATCH' | 'DELETE', payload?: object) =>
        ctx.app.inject({ method, url: slotUrl, headers: doctor.auth, ...(payload ? { payload } : {}) });
      const requests = [
        ...patients.map((p) =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/patient/${p.patientId}/booking/${slot.id}/`,
            headers: p.auth,
            payload: { appointment_reason: '', type_person: '' },
          }),
        ),
        asDoctor('PATCH', { doctor: doctorId, start_time: '10:00', end_time: '10:30' }),
        asDoctor('PATCH', { doctor: doctorId, visit_kind: 'video' }),
        round % 2 === 0 ? asDoctor('DELETE') : asDoctor('PATCH', { doctor: doctorId, existing: true }),
      ];
      statuses.push(...(await Promise.all(requests)).map((r) => r.statusCode));

      const [row] = await ctx.deps.db.select().from(slots).where(eq(slots.id, slot.id));
      const booked = await ctx.deps.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
      expect(booked.length).toBeLessThanOrEqual(1);
      const [appointment] = booked;
      if (appointment) {
        // A booked slot is still there, marked Booked, at the time the appointment says.
        expect(row).toMatchObject({
          existing: false,
          startTime: appointment.startTime,
          day: appointment.day,
        });
      } else if (row) {
        expect(row.existing).toBe(true);
      }
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // The races were real: some bookings won and some edits were refused.
    expect(statuses).toContain(201);
    expect(statuses.some((s) => s === 409)).toBe(true);
  },
  RACE_TIMEOUT_MS,
);
