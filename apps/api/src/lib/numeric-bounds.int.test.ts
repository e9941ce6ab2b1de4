import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '../db/schema/index.ts';
import { createTestAdmin } from '../modules/admin/test/admin.ts';
import { type Cast, createCast, dayFromToday } from '../modules/doctor/test/support.ts';
import type { TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// Every number a request carries is bounded as its column is (int4, ids from 1): one past the
// largest is a 400 naming the field, never a 500 from the database.

const PAST_INT4 = 2_147_483_648;
const INT4_MAX = 2_147_483_647;
const OUT_OF_RANGE = 'is out of range';

let ctx: TestContext;
let cast: Cast;
let admin: TestAccount;
let conversationId: number;
let appointmentId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
  admin = await createTestAdmin(ctx);
  const [slot] = await ctx.deps.db
    .insert(slots)
    .values({ doctorId: cast.doctor.doctorId, day: dayFromToday(5), startTime: '10:00', endTime: '10:30' })
    .returning({ id: slots.id });
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${cast.patient.patientId}/booking/${slot?.id}/`,
    headers: cast.patient.auth,
    payload: {},
  });
  appointmentId = booked.json<{ id: number }>().id;
  const inbox = await ctx.app.inject({ url: '/api/conversations/', headers: cast.patient.auth });
  const first = inbox.json<{ results: { id: number }[] }>().results[0];
  if (!first) throw new Error('the patient and their doctor have no conversation');
  conversationId = first.id;
});
afterAll(() => ctx.close());

const post = (url: string, who: TestAccount, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who.auth, payload });

describe('numbers past the int4 column', () => {
  it('marking a conversation read up to 2147483648 answers 400 naming up_to; the largest int4 works', async () => {
    const url = `/api/conversations/${conversationId}/read/`;
    const refused = await post(url, cast.patient, { up_to: PAST_INT4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ up_to: [OUT_OF_RANGE] });
    for (const bad of [0, -1, 1.5]) {
      expect((await post(url, cast.patient, { up_to: bad })).statusCode).toBe(400);
    }
    const ok = await post(url, cast.patient, { up_to: INT4_MAX });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ marked: 0 });
  });

  it('paging a thread before 2147483648 and attaching file 2147483648 answer 400 naming the field', async () => {
    const page = await ctx.app.inject({
      url: `/api/conversations/${conversationId}/messages/?before=${PAST_INT4}`,
      headers: cast.patient.auth,
    });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ before: [OUT_OF_RANGE] });
    const send = await post(`/api/conversations/${conversationId}/messages/`, cast.patient, {
      body: 'hello',
      file: PAST_INT4,
      client_id: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ file: [OUT_OF_RANGE] });
  });

  it('moving to slot 2147483648 and marking notification 2147483648 read answer 400 naming the field', async () => {
    const move = await post(`/api/patient/appointments/${appointmentId}/reschedule/`, cast.patient, {
      slot: PAST_INT4,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json()).toEqual({ slot: ['Choose a slot.'] });
    const read = await post('/api/notifications/read/', cast.patient, { ids: [PAST_INT4] });
    expect(read.statusCode).toBe(400);
    expect(Object.keys(read.json())).toEqual(['ids.0']);
  });

  it('filtering the audit by actor or patient 2147483648 answers 400 naming the filter', async () => {
    for (const filter of ['actor', 'patient']) {
      const res = await ctx.app.inject({
        url: `/api/admin/audit/?${filter}=${PAST_INT4}`,
        headers: admin.auth,
      });
      expect(res.statusCode, filter).toBe(400);
      expect(res.json()).toEqual({ [filter]: [OUT_OF_RANGE] });
    }
  });
});
