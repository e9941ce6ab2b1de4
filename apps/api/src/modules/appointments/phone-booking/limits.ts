import type { Limit } from '#api/lib/rate-limit/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each telephone booking texts the number, and each cancellation again: a number is texted in bounds. */
export const PHONE_BOOKINGS_PER_NUMBER: Limit = { name: 'phone-booking-number', limit: 5, windowMs: DAY_MS };

/** A practice books a few dozen callers an hour at most; a script books hundreds. */
export const PHONE_BOOKINGS_PER_DOCTOR: Limit = {
  name: 'phone-booking-doctor',
  limit: 60,
  windowMs: 60 * 60 * 1000,
};
