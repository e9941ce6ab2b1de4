import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Breathing said to have stopped with 'no longer' ('ولم يعد يتنفس', 'ما عاودش يتنفس', 'ma walach
 * ytnafes', 'ma b9ach yetnaffes', 'is no longer breathing'): the notice, as 'not breathing' is.
 * Breathing that stops for moments in a snoring sleep stays the chest physician's question.
 * Phrasings written for the tests.
 */

describe('breathing said to have stopped, with "no longer"', () => {
  it.each([
    ['ar', 'سقطت جدتي في المطبخ ولم تعد تتنفس'],
    ['darija-ar', 'بابا طاح فالدار و ما عاودش يتنفس، واش نديرو'],
    ['darija-ar', 'خويا الصغير بلع حاجة و ما ولاش يتنفس'],
    ['darija-latin', 'jeddi ta7 f l7ammam w ma 3awedch ytnafes'],
    ['darija-latin', 'weldi kla cacahuete w ma b9ach yetnaffes'],
    ['en', 'my uncle collapsed in the street and is no longer breathing'],
    ['fr', 'mon grand-père est tombé, il ne respirait plus quand on est arrivés'],
  ])('%s: %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('not_breathing');
  });

  it('keeps a snoring sleep whose breathing stops for moments out of the notice', () => {
    for (const text of [
      'je ronfle fort et ma femme dit que j arrete de respirer la nuit',
      'my husband snores and stops breathing for a few seconds at night',
    ])
      expect(triage(text).urgent, text).toBe(false);
  });
});
