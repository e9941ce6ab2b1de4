import type { Limit } from '#api/lib/rate-limit/index.ts';

/** One patient books in no bursts. */
export const BOOKINGS_PER_PATIENT: Limit = { name: 'booking-patient', limit: 5, windowMs: 60_000 };

/** Nor moves: each move mails the patient and offers the freed slot to the waitlist. */
export const MOVES_PER_PATIENT: Limit = { name: 'reschedule-patient', limit: 5, windowMs: 60_000 };
