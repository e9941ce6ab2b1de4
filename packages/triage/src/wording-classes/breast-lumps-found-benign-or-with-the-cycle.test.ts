import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A lump said with a woman's chest in Darija ('boule f sderha', '7abba f sdri', 'حبة في صدري') or a
 * mammogram said short ('mammo', 'المامو') is the breast. Found benign (a cyst, 'kyste benin',
 * 'بينان') or felt before the period and gone after it, it is the gynaecologist's follow-up; a lump
 * that grows stays the oncologist's. Top-1 is the lexicon's alone. Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a breast lump found benign is the gynaecologist', () => {
  it.each([
    ['en', 'found a lump in her chest, mammo showed a benign cyst, how often to check'],
    ['fr', 'ma mere a une boule dans son sein, la mammo dit kyste benin, faut il surveiller'],
    ['ar', 'وجدت كتله في صدرها والماموغرافي قال ورم حميد، متى المراقبه'],
    ['dz', 'لقيت حبة في صدري، دارولي المامو وقالولي بينان، نعاود الكونترول؟'],
    ['dl', 'l9it 7abba f sdri, dart mammo w 9alouli kyste benin, lazem controle?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe('a breast lump that comes before the period and goes after is the gynaecologist', () => {
  it.each([
    ['en', 'a small lump in my breast before my period that goes away after'],
    ['fr', 'petite boule au sein avant mes regles qui disparait apres'],
    ['ar', 'احس بكتله صغيره في الثدي قبل الدوره وتختفي بعدها'],
    ['dz', 'نحس بحبة في صدري قبل العادة وتروح من بعد'],
    ['dl', 'n7ess b 7abba f sdri 9bel l3ada w tfout mor'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });

  it('keeps a breast lump that grows with the oncologist', () => {
    expect(first('l9it boule f sdri rahi tkber w ma twaja3nich, 50 ans')).toBe('oncology');
  });
});
