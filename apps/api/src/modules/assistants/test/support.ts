import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { slots } from '#api/db/schema/index.ts';
import type { TestAccount } from '#api/test/accounts.ts';
import type { TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '../../doctor/test/support.ts';

export type Doctor = TestAccount & { doctorId: number };
export type Patient = TestAccount & { patientId: number };
export type Auth = { authorization: string };

/** The password every assistant of these tests chooses. */
export const password = 'secretary-pass-42';

/** The requests of an assistant's tests, on the test context of the file (made in its `beforeAll`). */
export function assistantCalls(context: () => TestContext) {
  const call = (method: string, url: string, auth?: Auth, payload?: object) =>
    context().app.inject({
      method: method as 'GET',
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  const invite = (email: string, by: Doctor) =>
    call('POST', '/api/doctor/assistants/invites/', by.auth, { email });

  /** The code of the invitation mailed to `email` (the `skip`-th mail to it), once its job ran. */
  async function codeFromMail(email: string, skip = 0) {
    const ctx = context();
    await ctx.drainJobs();
    const mail = await ctx.mailTo(email, skip);
    const code = /code=([\w-]+)/.exec(mail.text ?? '')?.[1];
    if (!code) throw new Error('no code in the invitation');
    return { code, mail };
  }

  async function login(email: string) {
    const res = await call('POST', '/api/auth/custom_token/', undefined, { username: email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; user: { id: number; assistant_of: number | null } }>();
    return {
      userId: body.user.id,
      assistantOf: body.user.assistant_of,
      auth: { authorization: `Bearer ${body.access}` },
    };
  }

  /** An assistant of `doctor`, invited and signed up as Samia Benali, then signed in. */
  async function newAssistant(doctor: Doctor, email: string) {
    expect((await invite(email, doctor)).statusCode).toBe(201);
    const { code } = await codeFromMail(email);
    const accepted = await call('POST', `/api/assistant/invites/${code}/accept/`, undefined, {
      first_name: 'Samia',
      last_name: 'Benali',
      password,
    });
    expect(accepted.statusCode).toBe(201);
    return login(email);
  }

  /** A slot of `doctor`'s opening hours on the day `days` from today. */
  async function openSlot(doctor: Doctor, days: number): Promise<number> {
    const [slot] = await context()
      .deps.db.select({ id: slots.id })
      .from(slots)
      .where(
        and(eq(slots.doctorId, doctor.doctorId), eq(slots.day, dayFromToday(days)), eq(slots.existing, true)),
      )
      .limit(1);
    return slot?.id as number;
  }

  /** Opening hours every day from 8:00 to 18:00 in slots of 30 minutes, set by `auth`. */
  const setOpeningHours = (auth: Auth) =>
    call('PUT', '/api/doctor/opening-hours/', auth, {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
      slot_minutes: 30,
      horizon_weeks: 1,
      notice_hours: 0,
      visit_kind: 'in_person',
    });

  return { call, invite, codeFromMail, login, newAssistant, openSlot, setOpeningHours };
}
