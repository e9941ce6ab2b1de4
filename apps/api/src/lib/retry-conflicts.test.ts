import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { BUSY, isCollision, retryCollisions } from './retry-conflicts.ts';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

describe('retryCollisions', () => {
  it('runs a transaction again after a deadlock and returns its result', async () => {
    let calls = 0;
    const result = await retryCollisions(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'saved';
    });
    expect(result).toBe('saved');
    expect(calls).toBe(3);
  });

  it('answers 409 with a message when the collisions go on', async () => {
    const failure = await retryCollisions(() => Promise.reject(deadlock())).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(409);
    expect((failure as HttpError).body).toEqual({ detail: BUSY });
  });

  it('lets any other error through at once', async () => {
    let calls = 0;
    const boom = new Error('constraint');
    await expect(
      retryCollisions(() => {
        calls += 1;
        return Promise.reject(boom);
      }),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
    expect(isCollision({ code: '40001' })).toBe(true);
    expect(isCollision({ code: '23505' })).toBe(false);
  });
});
