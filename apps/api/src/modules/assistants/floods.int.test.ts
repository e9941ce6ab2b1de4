import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#api/db/schema/index.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { dayFromToday } from '../doctor/test/support.ts';
import { assistantCalls, type Doctor } from './test/support.ts';

// What a practice sends to an address or a number it types in (an invitation, a booking's text) is
// limited per day, so that a doctor's account cannot be used to flood someone else's inbox or phone.

let ctx: TestContext;

const { call, invite } = assistantCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('invitation mail cannot be used to flood an inbox', () => {
  it('stops a fourth invitation to one address within a day, even after withdrawals', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as Doctor;
    const victim = `victim-${Date.now()}@example.dz`;
    for (let i = 0; i < 3; i++) {
      const res = await invite(victim, flooder);
      expect(res.statusCode).toBe(201);
      const withdrawn = await call(
        'DELETE',
        `/api/doctor/assistants/invites/${res.json<{ id: number }>().id}/`,
        flooder.auth,
      );
      expect(withdrawn.statusCode).toBe(204);
    }
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/assistants/invites/',
      headers: { ...flooder.auth, 'accept-language': 'fr' },
      payload: { email: victim },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ detail: string }>().detail).toMatch(
      /^Cette adresse a déjà reçu plusieurs invitations/,
    );
    await ctx.drainJobs();
    expect(ctx.mail.filter((m) => m.to === victim)).toHaveLength(3);
  });

  it('stops a doctor after ten invitations a day', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as Doctor;
    for (let i = 0; i < 10; i++) {
      const res = await invite(`many-${i}-${Date.now()}@example.dz`, flooder);
      expect(res.statusCode).toBe(201);
      await call('DELETE', `/api/doctor/assistants/invites/${res.json<{ id: number }>().id}/`, flooder.auth);
    }
    const eleventh = await invite(`many-last-${Date.now()}@example.dz`, flooder);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ detail: string }>().detail).toMatch(/^You have sent many invitations already/);
  });
});

describe('telephone bookings cannot be used to flood a number with texts', () => {
  it('stops a sixth booking to one number within a day, even after cancellations', async () => {
    const flooder = (await createAccount(ctx, 'doctor')) as Doctor;
    const number = '0771 00 00 01';
    const book = async (hour: number) => {
      const slot = await call('POST', '/api/doctor/CreateBooking/', flooder.auth, {
        day: dayFromToday(6),
        start_time: `${String(hour).padStart(2, '0')}:00`,
        end_time: `${String(hour).padStart(2, '0')}:30`,
      });
      expect(slot.statusCode).toBe(201);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/doctor/phone-bookings/',
        headers: { ...flooder.auth, 'accept-language': 'fr' },
        payload: {
          slot: slot.json<{ id: number }>().id,
          full_name: 'Karim Saadi',
          phone: number,
          language: 'fr',
        },
      });
    };
    for (let hour = 8; hour < 13; hour++) {
      const booked = await book(hour);
      expect(booked.statusCode).toBe(201);
      const cancelled = await call(
        'POST',
        `/api/doctor/appointments/${booked.json<{ id: number }>().id}/cancel`,
        flooder.auth,
        { reason: 'Erreur' },
      );
      expect(cancelled.statusCode).toBe(204);
    }
    const sixth = await book(13);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ detail: string }>().detail).toMatch(
      /^Ce numéro a déjà reçu plusieurs SMS de réservation/,
    );
    await ctx.drainJobs();
    const texts = await ctx.deps.db.select().from(messages).where(eq(messages.recipient, '+213771000001'));
    expect(texts).toHaveLength(10);
  });
});
