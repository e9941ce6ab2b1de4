import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A headache with a cold and the nose blocked ('nez bouché', 'نيفي مسدود', 'nifi msdoud') is the
 * sinuses filled: the ENT first, before a plain cold's family doctor. A cold with a runny nose and
 * no headache stays the family doctor's. Top-1 is the lexicon's alone. Phrasings written for the
 * tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a headache with a cold and a blocked nose is the ENT', () => {
  it.each([
    ['en', 'headache since yesterday with a cold, my nose is blocked'],
    ['fr', 'mal de tete avec un rhume et le nez bouche depuis 3 jours'],
    ['ar', 'صداع مع زكام وانفي مسدود منذ يومين'],
    ['dz', 'عندي الزكام و راسي يوجعني، نيفي مسدود من البارح'],
    ['dl', 'rasi yoja3ni m3a zokam w nifi msdoud'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
  it('guard: a plain cold with sneezing stays the family doctor [en]', () => {
    expect(first('i have a cold with sneezing and a runny nose since yesterday')).toBe('general-medicine');
  });
});
