import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '#api/modules/doctor/test/support.ts';

// A doctor's free slots, open to visitors, come a window of days at a time (decision 0042).

let ctx: TestContext;
let doctor: TestAccount & { doctorId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = (await createAccount(ctx, 'doctor')) as typeof doctor;
  // One slot a day on days 2..21, then a gap, then day 60.
  const days = [...Array.from({ length: 20 }, (_, i) => i + 2), 60];
  await ctx.deps.db.insert(slots).values(
    days.map((d) => ({
      doctorId: doctor.doctorId,
      day: dayFromToday(d),
      startTime: '09:00',
      endTime: '09:30',
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = (query = '', doctorId = doctor.doctorId) =>
  ctx.app.inject({ url: `/api/patient/all-bookings/${doctorId}/${query}` });
const daysOf = (res: { json(): unknown }) => (res.json() as { day: string }[]).map((s) => s.day);
const nextOf = (res: { headers: Record<string, unknown> }) =>
  /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;

describe("a doctor's free slots", () => {
  it('come fourteen days at a time, with a link to the next window that skips empty days', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(daysOf(first)).toEqual(Array.from({ length: 14 }, (_, i) => dayFromToday(i + 2)));
    expect(nextOf(first)).toBe(`/api/patient/all-bookings/${doctor.doctorId}/?from=${dayFromToday(16)}`);

    const second = await ctx.app.inject({ url: nextOf(first) as string });
    expect(daysOf(second)).toEqual([16, 17, 18, 19, 20, 21].map(dayFromToday));
    expect(nextOf(second)).toBe(`/api/patient/all-bookings/${doctor.doctorId}/?from=${dayFromToday(60)}`);

    const last = await ctx.app.inject({ url: nextOf(second) as string });
    expect(daysOf(last)).toEqual([dayFromToday(60)]);
    expect(nextOf(last)).toBeNull();
  });

  it('take a number of days up to 31, and refuse more naming the field', async () => {
    const three = await get(`?from=${dayFromToday(5)}&days=3`);
    expect(daysOf(three)).toEqual([5, 6, 7].map(dayFromToday));
    expect(nextOf(three)).toBe(
      `/api/patient/all-bookings/${doctor.doctorId}/?from=${dayFromToday(8)}&days=3`,
    );
    const tooMany = await get('?days=32');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ days: ['Days must be a whole number from 1 to 31'] });
    expect((await get('?from=yesterday')).statusCode).toBe(400);
    expect((await get('?limit=100000')).statusCode).toBe(400);
  });

  it('hold at most 300 slots, in whole days', async () => {
    const busy = (await createAccount(ctx, 'doctor')) as typeof doctor;
    // 100 ten-minute slots a day on four days: 400 in the window.
    const rows = [3, 4, 5, 6].flatMap((d) =>
      Array.from({ length: 100 }, (_, i) => {
        const start = 6 * 60 + i * 10;
        const at = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        return {
          doctorId: busy.doctorId,
          day: dayFromToday(d),
          startTime: at(start),
          endTime: at(start + 10),
        };
      }),
    );
    await ctx.deps.db.insert(slots).values(rows);
    const page = await get('', busy.doctorId);
    expect(page.json()).toHaveLength(300);
    expect([...new Set(daysOf(page))]).toEqual([3, 4, 5].map(dayFromToday));
    expect(nextOf(page)).toBe(`/api/patient/all-bookings/${busy.doctorId}/?from=${dayFromToday(6)}`);
  });
});
