import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Wanting to stop smoking, said with a nicotine patch asked about: the chest physician, not the
 * skin (the patch was read as a patch of rash). Phrasings written for the tests, in the five ways
 * of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('stopping smoking is the chest physician, the patch no rash', () => {
  it.each([
    ['en', 'i want to quit smoking, 20 years a pack a day, tried alone and failed, is a patch good?'],
    ['fr', 'je veux arreter de fumer, je fume depuis 15 ans, les patchs ca marche?'],
    ['ar', 'اريد الاقلاع عن التدخين بعد عشرين سنة، هل تنفع اللصقات؟'],
    ['dz', 'نحب نحبس القارو، نكمي من 20 سنة، كاين باتش ولا دوا؟'],
    ['dl', 'bghit nhabes lgarro, nkmi men 15 ans, kayen patch wela dwa?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pulmonology');
  });

  it.each([
    ['en', 'itchy red patches on my arms since i changed the washing powder'],
    ['fr', 'plaques rouges qui grattent sur les bras depuis une semaine'],
  ])('a patch on the skin stays the skin: [%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});
