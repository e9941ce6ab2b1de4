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

describe('an answer in steady demand', () => {
  it('is loaded again in the last quarter of its life while the kept one is still given', async () => {
    let loads = 0;
    let release = () => undefined as void;
    const cache = createPublicCache<number>({ ttlMs: 4000, maxEntries: 10, now });
    const slowLoad = () =>
      new Promise<number>((resolve) => {
        const value = ++loads;
        release = () => resolve(value);
      });
    const first = cache.get('alger', slowLoad);
    release();
    expect(await first).toBe(1);
    clock += 2999;
    expect(await cache.get('alger', slowLoad)).toBe(1);
    expect(loads).toBe(1);
    clock += 1;
    // The request that finds it three quarters old is answered at once; one load starts.
    expect(await cache.get('alger', slowLoad)).toBe(1);
    expect(await cache.get('alger', slowLoad)).toBe(1);
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('alger', slowLoad)).toBe(2);
    // Its life counts from when that load started.
    clock += 3999;
    expect(await cache.get('alger', slowLoad)).toBe(2);
  });

  it('is never given once its time to live has passed, even while a load runs', async () => {
    let loads = 0;
    const cache = createPublicCache<number>({ ttlMs: 4000, maxEntries: 10, now });
    const never = () => new Promise<number>(() => ++loads);
    expect(await cache.get('setif', async () => 10)).toBe(10);
    clock += 3500;
    expect(await cache.get('setif', never)).toBe(10);
    expect(loads).toBe(1);
    clock += 500;
    expect(await cache.get('setif', async () => 11)).toBe(11);
  });

  it('keeps giving the kept answer when the load ahead fails, and tries again', async () => {
    const cache = createPublicCache<number>({ ttlMs: 4000, maxEntries: 10, now });
    expect(await cache.get('blida', async () => 1)).toBe(1);
    clock += 3000;
    expect(await cache.get('blida', () => Promise.reject(new Error('down')))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('blida', async () => 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('blida', async () => 3)).toBe(2);
  });
});
