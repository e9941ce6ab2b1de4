import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, dayFromToday } from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const doctorCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/doctor/${url}`,
    headers: cast.doctor.auth,
    ...(payload ? { payload } : {}),
  });

describe('overview', () => {
  it("counts the doctor's own data", async () => {
    const d = cast.doctor.doctorId;
    const p = cast.patient.patientId;
    for (const start of ['09:00', '10:00', '11:00']) {
      await doctorCall('POST', 'CreateBooking/', {
        day: dayFromToday(2),
        start_time: start,
        end_time: `${start.slice(0, 2)}:30`,
      });
    }
    const first = (
      await doctorCall('POST', `create_appointment/${d}/${p}/`, {
        day: dayFromToday(1),
        start_time: '08:00',
        end_time: '08:30',
      })
    ).json();
    await doctorCall('POST', `create_appointment/${d}/${p}/`, {
      day: dayFromToday(3),
      start_time: '08:00',
      end_time: '08:30',
    });
    await doctorCall('PATCH', `update_delete_appointment/${d}/${first.id}/`, { is_completed: true });
    const res = await doctorCall('GET', `overview/${d}/`);
    expect(res.json()).toEqual({
      new_appointments: 1,
      total_patients: 1,
      completed_appointments: 1,
      available_slots: 3,
      no_shows: 0,
    });
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/overview/${cast.otherDoctor.doctorId}/`,
      headers: cast.otherDoctor.auth,
    });
    expect(other.json()).toEqual({
      new_appointments: 0,
      total_patients: 0,
      completed_appointments: 0,
      available_slots: 0,
      no_shows: 0,
    });
  });
});
