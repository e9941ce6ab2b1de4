import { expect, it } from 'vitest';
import { FLEET_LOCKS } from './locks.ts';

it('gives every task of the fleet a lock of its own', () => {
  const numbers = Object.values(FLEET_LOCKS);
  expect(new Set(numbers).size).toBe(numbers.length);
});
