import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A specialist asked for by name with 'good' after it ('pneumologue mlih f Oran'): the word
 * 'good' asks for a good one, it does not say the organ is fine. Phrasings written for the tests.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a good specialist asked for names his specialty', () => {
  it.each([
    ['fr', 'vous connaissez un pneumologue bien a Oran?', 'pulmonology'],
    ['dl', 'chkoun ya3ref pneumologue mlih f Oran?', 'pulmonology'],
    ['dl', 'nheb cardiologue mli7 f Alger', 'cardiology'],
    ['dz', 'نحوس على pneumologue مليح فوهران', 'pulmonology'],
    ['dl', 'kayen dermatologue mlih f Setif?', 'dermatology'],
    ['dz', 'ناخذ دوا تاع الحديد و نحب نشوف طبيب الدم على فقر الدم', 'hematology'],
    ['dl', 'n7eb nchouf tbib ta3 dem 3la l anemie ta3i', 'hematology'],
    ['en', 'i want to see a blood doctor about my low iron', 'hematology'],
  ])('[%s] %s', (_way, text, doctor) => {
    expect(first(text)).toBe(doctor);
  });

  it.each([['dl', 'sedri mlih, ghir rasi yewja3ni']])(
    'an organ said fine is still fine: [%s] %s',
    (_way, text) => {
      expect(triage(text).matched).not.toContain('chest');
    },
  );
});
