import { createHmac, randomUUID } from 'node:crypto';
import { SIGNALS_PER_10_SECONDS } from '@reayah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, dayFromToday } from '../doctor/test/support.ts';

let ctx: TestContext;
let cast: Cast;
let stranger: TestAccount;
let video: number;
let inPerson: number;
let openWindowChecks = false;

const STUN = [{ urls: 'stun:turn.reayah.dz:3478' }];
const TURN_URLS = ['turn:turn.reayah.dz:3478', 'turns:turn.reayah.dz:5349'];
const TURN_SECRET = 'coturn-shared-secret-for-tests';

beforeAll(async () => {
  ctx = await createTestContext({
    env: { ICE_SERVERS: JSON.stringify(STUN), TURN_URLS: TURN_URLS.join(','), TURN_SECRET },
  });
  cast = await createCast(ctx);
  stranger = await createAccount(ctx, 'doctor');
  const book = async (visit_kind: string, start_time: string, end_time: string) => {
    const slot = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/CreateBooking/',
      headers: cast.doctor.auth,
      payload: { day: dayFromToday(1), start_time, end_time, visit_kind },
    });
    expect(slot.statusCode).toBe(201);
    expect(slot.json().visit_kind).toBe(visit_kind);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/all-bookings/${cast.doctor.doctorId}`,
    });
    expect(seen.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: slot.json().id, visit_kind })]),
    );
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${cast.patient.patientId}/booking/${slot.json().id}/`,
      headers: cast.patient.auth,
    });
    expect(booked.json().visit_kind).toBe(visit_kind);
    return booked.json().id as number;
  };
  video = await book('video', '10:00', '10:30');
  inPerson = await book('in_person', '11:00', '11:30');
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const visit = (who: TestAccount, id = video) =>
  ctx.app.inject({ method: 'GET', url: `/api/visits/${id}/`, headers: who.auth });
const signal = (who: TestAccount, payload: object = { type: 'hello', session: randomUUID() }, id = video) =>
  ctx.app.inject({ method: 'POST', url: `/api/visits/${id}/signal/`, headers: who.auth, payload });
/** Signs in again after the clock moved past the access token's life. */
async function relogin() {
  for (const who of [cast.patient, cast.doctor, stranger]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/custom_token/',
      payload: { username: who.email, password: who.password },
    });
    who.auth = { authorization: `Bearer ${res.json().access}` };
  }
}
const minutesTo = (iso: string) => (Date.parse(iso) - ctx.deps.now().getTime()) / 60_000;

describe('video visits', () => {
  it('shows both of its people the visit and its join window, and no ICE server before it opens', async () => {
    const res = await visit(cast.patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'video', role: 'patient', open: false, ice_servers: [] });
    const doctor = (await visit(cast.doctor)).json();
    expect(doctor.role).toBe('doctor');
    expect(Date.parse(doctor.closes_at) - Date.parse(doctor.opens_at)).toBe(40 * 60_000);
  });

  it('lists the video visits still ahead to their doctor and patient only', async () => {
    for (const who of [cast.patient, cast.doctor]) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/visits/', headers: who.auth });
      expect(list.json().results.map((v: { appointment: number }) => v.appointment)).toEqual([video]);
      expect(list.json().results[0].open).toBe(false);
    }
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/visits/',
      headers: cast.otherDoctor.auth,
    });
    expect(other.json().results).toEqual([]);
  });

  it('answers anyone else from every visit call the 404 of an unknown appointment', async () => {
    for (const who of [cast.otherDoctor, stranger]) {
      expect((await visit(who)).statusCode).toBe(404);
      expect((await signal(who)).statusCode).toBe(404);
      const write = await ctx.app.inject({
        method: 'POST',
        url: `/api/visits/${video}/consultation/`,
        headers: who.auth,
        payload: { objective: 'x', content: 'y' },
      });
      expect(write.statusCode).toBe(404);
    }
    expect((await visit(cast.patient, 999999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/visits/${video}/` })).statusCode).toBe(401);
  });

  it('passes signalling only from ten minutes before the start until the end', async () => {
    expect((await signal(cast.patient)).statusCode).toBe(409);
    const opensIn = minutesTo((await visit(cast.patient)).json().opens_at);
    ctx.advance((opensIn + 0.5) * 60_000);
    await relogin();
    expect((await visit(cast.patient)).json().open).toBe(true);
    expect((await signal(cast.patient)).statusCode).toBe(202);
    const offer = { type: 'offer', session: 'abc', sdp: 'v=0\r\n' };
    expect((await signal(cast.doctor, offer)).statusCode).toBe(202);
    expect((await signal(cast.doctor, { type: 'shout', session: 'abc' })).statusCode).toBe(400);
    expect((await signal(cast.patient, undefined, inPerson)).statusCode).toBe(409);
    openWindowChecks = true;
  });

  it('gives TURN credentials of their own to each person of an open video visit, valid until it closes', async () => {
    expect(openWindowChecks).toBe(true);
    const [patient, doctor] = [(await visit(cast.patient)).json(), (await visit(cast.doctor)).json()];
    const expires = Math.floor(Date.parse(patient.closes_at) / 1000);
    const turnOf = (userId: number) => {
      const username = `${expires}:${userId}`;
      return {
        urls: TURN_URLS,
        username,
        credential: createHmac('sha1', TURN_SECRET).update(username).digest('base64'),
      };
    };
    expect(patient.ice_servers).toEqual([...STUN, turnOf(cast.patient.userId)]);
    expect(doctor.ice_servers).toEqual([...STUN, turnOf(cast.doctor.userId)]);
    const inPersonVisit = (await visit(cast.patient, inPerson)).json();
    expect(inPersonVisit.kind).toBe('in_person');
    expect(inPersonVisit.ice_servers).toEqual([]);
  });

  it('caps the size and the rate of signalling messages', async () => {
    const big = await signal(cast.doctor, { type: 'offer', session: 'abc', sdp: 'v'.repeat(10_001) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ sdp: ['An SDP description can hold at most 10000 characters.'] });
    ctx.advance(11_000);
    for (let i = 0; i < SIGNALS_PER_10_SECONDS; i += 1)
      expect((await signal(cast.patient)).statusCode).toBe(202);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/visits/${video}/signal/`,
      headers: { ...cast.patient.auth, 'accept-language': 'fr' },
      payload: { type: 'hello', session: randomUUID() },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^Trop de messages de signalisation\. Réessayez dans \d+ secondes?\.$/,
    );
    // The other person of the call is not held back by it.
    expect((await signal(cast.doctor)).statusCode).toBe(202);
  });

  it('closes signalling and the ICE servers when the visit ends', async () => {
    ctx.advance(45 * 60_000);
    await relogin();
    expect((await visit(cast.doctor)).json()).toMatchObject({ open: false, ice_servers: [] });
    expect((await signal(cast.doctor)).statusCode).toBe(409);
  });

  it('lets the doctor write the consultation with blood tests and medicines from the visit', async () => {
    const payload = {
      objective: 'Téléconsultation',
      content: 'Angine, pas de signe de gravité.',
      items: [
        { type: 'blood-test', name: 'CRP', value: 'à faire' },
        {
          type: 'medicine-item',
          name: 'Amoxicilline',
          dose: '1 g',
          frequency: 'deux fois par jour',
          duration: '6 jours',
        },
      ],
    };
    const url = `/api/visits/${video}/consultation/`;
    expect(
      (await ctx.app.inject({ method: 'POST', url, headers: cast.patient.auth, payload })).statusCode,
    ).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url, headers: cast.doctor.auth, payload });
    expect(res.statusCode).toBe(201);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${cast.patient.patientId}/view-consultations/`,
      headers: cast.patient.auth,
    });
    expect(seen.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          objective: 'Téléconsultation',
          bloodtests: [{ name: 'CRP', value: 'à faire' }],
          medicineItems: [
            expect.objectContaining({ name: 'Amoxicilline', value: '1 g · deux fois par jour · 6 jours' }),
          ],
        }),
      ]),
    );
  });
});
