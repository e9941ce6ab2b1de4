import type { Limit } from '#api/lib/rate-limit/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inviting and withdrawing in a loop would otherwise mail without end from our address. */
export const INVITES_PER_DOCTOR: Limit = { name: 'assistant-invite-doctor', limit: 10, windowMs: DAY_MS };

/** Nor can several doctors together flood one inbox with invitations. */
export const INVITES_PER_RECIPIENT: Limit = { name: 'assistant-invite-email', limit: 3, windowMs: DAY_MS };

/** Each telephone booking texts the number, and each cancellation again: a number is texted in bounds. */
export const PHONE_BOOKINGS_PER_NUMBER: Limit = { name: 'phone-booking-number', limit: 5, windowMs: DAY_MS };

/** A practice books a few dozen callers an hour at most; a script books hundreds. */
export const PHONE_BOOKINGS_PER_DOCTOR: Limit = {
  name: 'phone-booking-doctor',
  limit: 60,
  windowMs: 60 * 60 * 1000,
};
