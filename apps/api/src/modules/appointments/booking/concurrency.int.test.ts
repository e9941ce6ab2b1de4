import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patients, users } from '#api/db/schema/index.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '#api/modules/patient/test/records.ts';

const PATIENTS = 50;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Patients made straight in the database (signing up 50 through the API is slow) with valid tokens. */
async function makePatients(count: number) {
  const out: { patientId: number; authorization: string }[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await ctx.deps.db
      .insert(users)
      .values({ email: `racer${i}@example.dz`, passwordHash: 'x', firstName: 'Racer', lastName: String(i) })
      .returning({ id: users.id });
    const [patient] = await ctx.deps.db
      .insert(patients)
      .values({ userId: user?.id as number, fullName: `Racer ${i}` })
      .returning({ id: patients.id });
    const identity = { userId: user?.id as number, patientId: patient?.id as number, doctorId: null };
    out.push({
      patientId: identity.patientId,
      authorization: `Bearer ${await ctx.deps.tokens.signAccess(identity, randomUUID())}`,
    });
  }
  return out;
}

describe('simultaneous bookings of one slot', () => {
  it(`of ${PATIENTS} patients booking at once, exactly one gets the slot`, async () => {
    const doctor = await createAccount(ctx, 'doctor');
    const slot = await createSlot(ctx, doctor.doctorId as number, 3, '10:00', '10:30');
    const racers = await makePatients(PATIENTS);
    const results = await Promise.all(
      racers.map((r) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/patient/${r.patientId}/booking/${slot.id}/`,
          headers: { authorization: r.authorization },
          payload: { appointment_reason: '', type_person: '' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PATIENTS - 1);
    const losers = results.filter((r) => r.statusCode === 409).map((r) => r.json().detail);
    expect(new Set(losers)).toEqual(
      new Set(['This slot has just been booked by someone else. Please choose another one.']),
    );
    const rows = await ctx.deps.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 201)?.json();
    expect(rows[0]?.patientId).toBe(winner.patient);
  });
});
