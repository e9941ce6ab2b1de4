import { conflict } from './errors.ts';

/** PostgreSQL's answers to transactions that collided: serialization failure and deadlock. */
const COLLISIONS = new Set(['40001', '40P01']);
const ATTEMPTS = 4;
export const BUSY = 'Someone changed this schedule at the same moment. Please try again.';

/** True when the error, or one it wraps (the query builder wraps the driver's), is a collision. */
export function isCollision(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && COLLISIONS.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it for colliding with another (a few
 * times, after a short random wait), and answers 409 if it keeps colliding: never a 500.
 */
export async function retryCollisions<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isCollision(error)) throw error;
      if (attempt >= ATTEMPTS) throw conflict(BUSY);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
