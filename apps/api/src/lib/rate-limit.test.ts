import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows up to the limit in a window, then tells how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => new Date(now));
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('reports and clears a block', () => {
    const limiter = new RateLimiter(1, 1000);
    limiter.hit('x');
    expect(limiter.isBlocked('x')).toBe(true);
    limiter.reset('x');
    expect(limiter.isBlocked('x')).toBe(false);
  });
});
