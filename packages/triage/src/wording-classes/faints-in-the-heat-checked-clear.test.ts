import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A faint in the heat (a heat wave, 'canicule', 'الشهيلي', the hammam 'fel 7mam', a day without
 * drinking) with the pressure and the sugar found normal ('tension et sucre normaux', 'ga3 normal')
 * is the family doctor's check-up, not the heart's nor the eyes'. Top-1 is the lexicon's alone.
 * Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a faint in the heat, checked and normal, is the family doctor', () => {
  it.each([
    [
      'en',
      'my father fainted at the market during the heat wave, sugar and pressure were normal, he is fine now',
    ],
    ['fr', 'ma tante a fait un malaise pendant la canicule, tension et sucre normaux, elle va bien'],
    ['fr', 'mon pere a fait un malaise au souk, il avait pas bu de la journee, ca va mieux maintenant'],
    ['dz', 'خويا طاح مغمى عليه كي كان الشهيلي، الطونسيو و السكر كانو مليحين'],
    ['dl', 'ghma 3liya fel 7mam, drt tension w sucre ga3 normal'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});
