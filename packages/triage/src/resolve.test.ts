import { describe, expect, it } from 'vitest';
import { clearResolveCache, otherReadings } from './resolve.ts';
import { VOCAB } from './vocabulary.ts';

describe('a word reads the same whatever message came before', () => {
  // 'نسمع' continuing a wording may be 'اسمع' or 'يسمع' (another person); starting one it may not.
  it.each([
    [true, false],
    [false, true],
  ])('its readings starting a wording (%s) do not leak into the other position', (before, after) => {
    clearResolveCache();
    const fresh = otherReadings('نسمع', VOCAB, after);
    clearResolveCache();
    otherReadings('نسمع', VOCAB, before);
    expect(otherReadings('نسمع', VOCAB, after)).toEqual(fresh);
  });
});
