import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache.ts';

let clock = 0;
const now = () => new Date(clock);

describe('the public answer cache', () => {
  it('answers from memory until the time to live has passed, then loads again', async () => {
    let loads = 0;
    const cache = createPublicCache<number>({ ttlMs: 5000, maxEntries: 10, now });
    const load = async () => ++loads;
    expect(await cache.get('cardio', load)).toBe(1);
    clock += 4999;
    expect(await cache.get('cardio', load)).toBe(1);
    clock += 1;
    expect(await cache.get('cardio', load)).toBe(2);
  });

  it('shares one load between requests that arrive while it runs', async () => {
    let loads = 0;
    const cache = createPublicCache<number>({ ttlMs: 5000, maxEntries: 10, now });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const answers = await Promise.all([
      cache.get('oran', load),
      cache.get('oran', load),
      cache.get('oran', load),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createPublicCache<number>({ ttlMs: 5000, maxEntries: 10, now });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    let loads = 0;
    const cache = createPublicCache<number>({ ttlMs: 5000, maxEntries: 2, now });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('keeps nothing with a time to live of 0', async () => {
    let loads = 0;
    const cache = createPublicCache<number>({ ttlMs: 0, maxEntries: 10, now });
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });
});
