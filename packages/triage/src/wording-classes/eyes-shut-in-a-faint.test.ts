import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Eyes shut for a few seconds in a faint or a dizzy spell: no eye complaint, so no eye doctor.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('closing the eyes in a faint names no eye', () => {
  it.each([
    ['en', 'got dizzy at the hammam and closed my eyes a few seconds, i am fine now'],
    ['fr', 'au hammam j ai eu la tete qui tourne, j ai fermé les yeux quelques secondes, ca va maintenant'],
    ['ar', 'شعرت بدوار في الحمام واغمضت عيني ثواني، انا بخير الان'],
    ['dz', 'فالحمام دخت وغمضت عينيا شوية، درك لاباس'],
    ['dl', 'f hammam dokht w ghmadt 3iniya chwiya, drk labas'],
  ])('[%s] %s', (_way, text) => {
    const result = triage(text);
    expect(result.matched).not.toContain('eye');
    expect(result.ranked[0]?.code).not.toBe('ophthalmology');
  });

  it.each([
    ['en', 'my eye is red and hurts when i close it'],
    ['dl', '3ini 7amra w tewj3ni'],
  ])('an eye that hurts stays the eye: [%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('ophthalmology');
  });
});
