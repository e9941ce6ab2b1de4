import type { Limit } from '#api/lib/rate-limit/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inviting and withdrawing in a loop would otherwise mail without end from our address. */
export const INVITES_PER_DOCTOR: Limit = { name: 'assistant-invite-doctor', limit: 10, windowMs: DAY_MS };

/** Nor can several doctors together flood one inbox with invitations. */
export const INVITES_PER_RECIPIENT: Limit = { name: 'assistant-invite-email', limit: 3, windowMs: DAY_MS };
